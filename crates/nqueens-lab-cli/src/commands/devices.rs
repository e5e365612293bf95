//! `nqueens devices`: where counts can run. The processor, with the
//! kernels it runs, and the OpenCL devices, each optionally tried with a
//! small count.

use std::io::Write;
use std::ops::ControlFlow;
use std::process::ExitCode;

use nqueens_lab::fast::{work_units, Counter, Kernel};
use nqueens_lab::job::{run_units_on, BatchDevice};
use nqueens_lab::kernel::opencl::{self, DeviceInfo, OpenClDevice};
use nqueens_lab::BoardSize;

use crate::cli::DevicesArgs;
use crate::memory::Bytes;
use crate::output::{self, Failure};

/// The board `--check` counts, and its count.
const CHECK_N: usize = 10;
const CHECK_TOTAL: u128 = 724;

#[derive(serde::Serialize)]
struct DevicesJson {
    cpu: CpuJson,
    opencl: Vec<DeviceJson>,
    /// Why there is no OpenCL device list (no library), if so.
    #[serde(skip_serializing_if = "Option::is_none")]
    opencl_error: Option<String>,
}

#[derive(serde::Serialize)]
struct CpuJson {
    kernels: Vec<&'static str>,
    best: &'static str,
    threads: usize,
}

#[derive(serde::Serialize)]
struct DeviceJson {
    device: String,
    kind: &'static str,
    name: String,
    platform: String,
    version: String,
    compute_units: u32,
    memory: u64,
    /// With `--check`: "ok", or what went wrong.
    #[serde(skip_serializing_if = "Option::is_none")]
    check: Option<String>,
}

pub fn run(args: &DevicesArgs) -> Result<ExitCode, Failure> {
    let kernels: Vec<&'static str> = Kernel::available().iter().map(|k| k.name()).collect();
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let (found, opencl_error) = match opencl::devices() {
        Ok(found) => (found, None),
        Err(err) => (Vec::new(), Some(err.to_string())),
    };
    let devices: Vec<DeviceJson> = found
        .iter()
        .map(|info| DeviceJson {
            device: info.to_string(),
            kind: info.kind.name(),
            name: info.name.clone(),
            platform: info.platform.clone(),
            version: info.version.clone(),
            compute_units: info.compute_units,
            memory: info.memory,
            check: args.check.then(|| check(info)),
        })
        .collect();
    let mut out = output::stdout();
    if args.json {
        let json = DevicesJson {
            cpu: CpuJson {
                best: Kernel::best().name(),
                kernels,
                threads,
            },
            opencl: devices,
            opencl_error,
        };
        output::write_json_line(&mut out, &json)?;
    } else {
        writeln!(
            out,
            "cpu       {} kernel (runs {}), {threads} threads",
            Kernel::best().name(),
            kernels.join(", ")
        )?;
        for device in &devices {
            writeln!(
                out,
                "{:<9} {} {} ({}, {}), {} compute units, {}{}",
                device.device,
                device.kind,
                device.name,
                device.platform,
                device.version,
                device.compute_units,
                Bytes(device.memory).shown_down(),
                device
                    .check
                    .as_ref()
                    .map_or(String::new(), |check| format!(": {check}"))
            )?;
        }
        match opencl_error {
            Some(err) => writeln!(out, "opencl    none: {err}")?,
            None if devices.is_empty() => writeln!(out, "opencl    none: OpenCL lists no device")?,
            None => {}
        }
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Builds the program on the device and counts N = 10 on it alone: "ok",
/// or what went wrong.
fn check(info: &DeviceInfo) -> String {
    let device = match OpenClDevice::open(info.index) {
        Ok(device) => device,
        Err(err) => return err.to_string(),
    };
    let size = BoardSize::new(CHECK_N).expect("a board size");
    let devices: [&dyn BatchDevice<Counter>; 1] = [&device];
    let counted =
        run_units_on::<Counter, _, ()>(size, &work_units(size), None, &devices, |_, _| {
            ControlFlow::Continue(())
        });
    match counted {
        Ok(counted) if counted.tally().total == CHECK_TOTAL => "ok".to_string(),
        Ok(counted) => format!(
            "wrong: N = {CHECK_N} counted {} solutions, not {CHECK_TOTAL}",
            counted.tally().total
        ),
        Err(err) => err.to_string(),
    }
}
