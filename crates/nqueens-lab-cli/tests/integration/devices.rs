//! Where a count runs: `nqueens devices` and `count --device`, on the
//! OpenCL devices this machine has (the test command installs pocl, which
//! offers the processor as OpenCL device 0, of kind cpu).
//!
//! Without any OpenCL device the tests that need one pass with a note,
//! unless `NQUEENS_LAB_OPENCL=required` (the test command sets it). A
//! machine with no OpenCL at all is played with `OCL_ICD_VENDORS` pointing
//! at no driver: the ICD loader then finds no platform.

use serde_json::Value;

use crate::util::{
    assert_usage_error, assert_usage_error_of, nqueens, reference, scratch, stdout_of, text,
};

/// The OpenCL devices `nqueens devices --json` lists; none (with a note)
/// where there is no OpenCL, unless the test command requires one.
fn opencl_devices() -> Vec<Value> {
    let json: Value = serde_json::from_str(&stdout_of("devices --json")).expect("JSON");
    let devices = json["opencl"].as_array().expect("a list").clone();
    let required = std::env::var("NQUEENS_LAB_OPENCL").as_deref() == Ok("required");
    if devices.is_empty() {
        assert!(
            !required,
            "NQUEENS_LAB_OPENCL=required, and nqueens devices lists none: {json}"
        );
        eprintln!("no OpenCL device here: the tests of --device opencl:I check nothing");
    }
    devices
}

/// A command with no OpenCL driver to find.
fn without_opencl(args: &[&str]) -> assert_cmd::Command {
    let mut cmd = nqueens(args);
    cmd.env("OCL_ICD_VENDORS", "/nonexistent-opencl-vendors");
    cmd
}

#[test]
fn devices_lists_the_processor_and_each_opencl_device() {
    let listed = stdout_of("devices");
    let first = listed.lines().next().expect("a line");
    assert!(first.starts_with("cpu "), "{listed}");
    assert!(first.contains("kernel"), "{listed}");
    let json: Value = serde_json::from_str(&stdout_of("devices --json")).expect("JSON");
    assert!(
        json["cpu"]["threads"].as_u64().is_some_and(|t| t >= 1),
        "{json}"
    );
    assert!(json["cpu"]["kernels"][0] == "scalar", "{json}");
    for (index, device) in opencl_devices().iter().enumerate() {
        let name = format!("opencl:{index}");
        assert_eq!(device["device"], name.as_str());
        assert!(
            ["gpu", "cpu", "accelerator", "other"].contains(&device["kind"].as_str().unwrap()),
            "{device}"
        );
        assert!(
            device["compute_units"].as_u64().is_some_and(|c| c >= 1),
            "{device}"
        );
        assert!(listed.contains(&format!("{name:<9} ")), "{listed}");
    }
}

#[test]
fn devices_check_counts_on_every_device() {
    let devices = opencl_devices();
    let json: Value = serde_json::from_str(&stdout_of("devices --check --json")).expect("JSON");
    let checked = json["opencl"].as_array().expect("a list");
    assert_eq!(checked.len(), devices.len());
    for device in checked {
        assert_eq!(device["check"], "ok", "{device}");
    }
}

#[test]
fn without_opencl_devices_says_so_and_counts_run_on_the_processor() {
    let output = without_opencl(&["devices"]).output().expect("runs");
    assert!(output.status.success());
    let listed = String::from_utf8(output.stdout).expect("UTF-8");
    assert!(
        listed.contains("opencl    none: OpenCL lists no device"),
        "{listed}"
    );
    let output = without_opencl(&["count", "10", "--json"])
        .output()
        .expect("runs");
    assert!(output.status.success());
    let json: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["total"], 724);
    assert_eq!(json["devices"], serde_json::json!(["cpu"]));
    assert_usage_error_of(
        without_opencl(&["count", "10", "--device", "gpu"]),
        "count 10 --device gpu (no OpenCL)",
        "",
        &[
            "--device gpu",
            "OpenCL lists no GPU here (it lists no device at all)",
            "--device cpu",
        ],
    );
    assert_usage_error_of(
        without_opencl(&["count", "10", "--device", "opencl:0"]),
        "count 10 --device opencl:0 (no OpenCL)",
        "",
        &["--device opencl:0: there is no OpenCL device 0: this machine has none"],
    );
}

#[test]
fn counts_on_each_device_alone_and_beside_the_cores_match_the_reference() {
    for (index, _) in opencl_devices().iter().enumerate() {
        for n in [1, 4, 8, 12, 14] {
            let expected = reference(n);
            for device in [format!("opencl:{index}"), format!("cpu,opencl:{index}")] {
                let line = stdout_of(&format!("count {n} --unique --json --device {device}"));
                let json: Value = serde_json::from_str(&line).expect("JSON");
                assert_eq!(json["total"], expected.total, "N = {n} on {device}");
                assert_eq!(json["unique"], expected.unique, "N = {n} on {device}");
                let names: Vec<&str> = device.split(',').collect();
                assert_eq!(json["devices"], serde_json::json!(names), "{line}");
                assert_eq!(json["engine"], "backtrack", "{line}");
            }
        }
    }
}

#[test]
fn a_shard_counted_on_a_device_merges_with_one_counted_on_the_cores() {
    let Some(_) = opencl_devices().first() else {
        return;
    };
    let dir = scratch();
    let (a, b) = (dir.path().join("a.json"), dir.path().join("b.json"));
    let checkpoint = dir.path().join("a.ckpt");
    let _ = stdout_of(&format!(
        "count 13 --shard 0/2 --out {} --device opencl:0 --checkpoint {} --quiet",
        text(&a),
        text(&checkpoint)
    ));
    let _ = stdout_of(&format!(
        "count 13 --shard 1/2 --out {} --device cpu --quiet",
        text(&b)
    ));
    let merged: Value = serde_json::from_str(&stdout_of(&format!(
        "merge --json {} {}",
        text(&a),
        text(&b)
    )))
    .expect("JSON");
    let expected = reference(13);
    assert_eq!(merged["total"], expected.total);
    assert_eq!(merged["unique"], expected.unique);
}

#[test]
fn device_choices_that_cannot_be_are_refused() {
    let valid = "valid devices are auto, cpu, gpu, opencl:I";
    for bad in [
        "tpu",
        "opencl:",
        "opencl:x",
        "opencl:-1",
        "cpu,",
        "cpu,auto",
        "opencl:99999999999999999999999",
    ] {
        assert_usage_error(&["count", "8", "--device", bad], "", &["--device", valid]);
    }
    let devices = opencl_devices();
    if !devices.iter().any(|device| device["kind"] == "gpu") {
        assert_usage_error(
            &["count", "8", "--device", "gpu"],
            "",
            &["--device gpu: OpenCL lists no GPU here", "nqueens devices"],
        );
    }
    let count = devices.len();
    if count > 0 {
        assert_usage_error(
            &["count", "8", "--device", &format!("opencl:{count}")],
            "",
            &[&format!("there is no OpenCL device {count}"), "opencl:0"],
        );
    }
    for args in [
        "count 8 --engine quarters --device opencl:0",
        "stats 8 --classic --device opencl:0",
    ] {
        assert_usage_error(
            &crate::util::words(args),
            "",
            &[
                "only count --engine backtrack runs on OpenCL devices",
                "--device cpu",
            ],
        );
    }
}
