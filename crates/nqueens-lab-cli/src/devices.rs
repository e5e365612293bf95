//! Where a count runs (`--device`): the processor's cores, OpenCL devices,
//! or both, taking work units from one queue.
//!
//! `--device` is a list joined by commas of `cpu` (the cores, in the
//! kernel `--kernel` picks), `gpu` (every OpenCL GPU) and `opencl:I` (the
//! OpenCL device `nqueens devices` lists as I), or `auto` alone: the cores
//! and every OpenCL GPU there is (the cores alone where there is none).

use std::fmt;
use std::io::Write;
use std::str::FromStr;

use nqueens_lab::kernel::opencl::{self, DeviceInfo, DeviceKind, OpenClDevice};

use crate::output::Failure;

/// What `--device` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DeviceChoice {
    /// The cores, and every OpenCL GPU that opens.
    Auto,
    /// The workers named.
    Listed {
        /// `cpu`: the processor's cores.
        cpu: bool,
        /// `gpu`: every OpenCL GPU.
        gpus: bool,
        /// `opencl:I`: these devices, by index, in the order given.
        opencl: Vec<usize>,
    },
}

impl DeviceChoice {
    /// `--device`'s name for [`DeviceChoice::Auto`], its default.
    pub const AUTO: &'static str = "auto";

    /// What `--device` accepts, as its messages and help say it.
    pub const CHOICES: &'static str =
        "auto, cpu, gpu, opencl:I (a device nqueens devices lists), or a list of cpu, gpu and opencl:I joined by commas";

    /// Whether the choice names OpenCL devices (`gpu` or `opencl:I`): a run
    /// that only the processor can do refuses it.
    pub fn names_opencl(&self) -> bool {
        match self {
            DeviceChoice::Auto => false,
            DeviceChoice::Listed { gpus, opencl, .. } => *gpus || !opencl.is_empty(),
        }
    }

    /// Opens the workers the choice names. `auto` leaves out, with a note
    /// on stderr unless `quiet`, a GPU that does not open; a device named
    /// (`gpu`, `opencl:I`) that is not there or does not open is refused.
    pub fn open(&self, quiet: bool) -> Result<Workers, Failure> {
        match self {
            DeviceChoice::Auto => {
                let gpus: Vec<DeviceInfo> = opencl::devices()
                    .unwrap_or_default()
                    .into_iter()
                    .filter(|info| info.kind == DeviceKind::Gpu)
                    .collect();
                let mut devices = Vec::new();
                for info in gpus {
                    match OpenClDevice::open(info.index) {
                        Ok(device) => devices.push(device),
                        Err(err) if !quiet => {
                            // A closed stderr does not stop the count.
                            let _ = writeln!(
                                std::io::stderr(),
                                "nqueens: leaving out {info} ({}): {err}",
                                info.name
                            );
                        }
                        Err(_) => {}
                    }
                }
                Ok(Workers { cpu: true, devices })
            }
            DeviceChoice::Listed { cpu, gpus, opencl } => {
                let mut indices = opencl.clone();
                if *gpus {
                    let found = listed("gpu")?;
                    let gpu_indices: Vec<usize> = found
                        .iter()
                        .filter(|info| info.kind == DeviceKind::Gpu)
                        .map(|info| info.index)
                        .collect();
                    if gpu_indices.is_empty() {
                        return Err(Failure::Usage(format!(
                            "--device gpu: OpenCL lists no GPU here ({}); nqueens devices lists \
                             what there is, and --device cpu counts on the processor",
                            what_there_is(&found)
                        )));
                    }
                    indices.extend(gpu_indices);
                }
                let mut devices: Vec<OpenClDevice> = Vec::new();
                for index in indices {
                    if devices.iter().any(|device| device.info().index == index) {
                        continue;
                    }
                    let device = OpenClDevice::open(index)
                        .map_err(|err| Failure::Usage(format!("--device opencl:{index}: {err}")))?;
                    devices.push(device);
                }
                Ok(Workers { cpu: *cpu, devices })
            }
        }
    }
}

/// The OpenCL devices, for `--device` naming `what`: no OpenCL library is
/// a refusal.
fn listed(what: &str) -> Result<Vec<DeviceInfo>, Failure> {
    opencl::devices().map_err(|err| Failure::Usage(format!("--device {what}: {err}")))
}

/// The devices there are, in a few words.
fn what_there_is(found: &[DeviceInfo]) -> String {
    if found.is_empty() {
        return "it lists no device at all".to_string();
    }
    let each: Vec<String> = found
        .iter()
        .map(|info| format!("{info} is a {} device", info.kind))
        .collect();
    each.join(", ")
}

impl fmt::Display for DeviceChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DeviceChoice::Auto => f.write_str(DeviceChoice::AUTO),
            DeviceChoice::Listed { cpu, gpus, opencl } => {
                let mut names: Vec<String> = Vec::new();
                if *cpu {
                    names.push("cpu".into());
                }
                if *gpus {
                    names.push("gpu".into());
                }
                names.extend(opencl.iter().map(|index| format!("opencl:{index}")));
                f.write_str(&names.join(","))
            }
        }
    }
}

impl FromStr for DeviceChoice {
    type Err = String;

    fn from_str(text: &str) -> Result<DeviceChoice, String> {
        if text == DeviceChoice::AUTO {
            return Ok(DeviceChoice::Auto);
        }
        let (mut cpu, mut gpus, mut opencl) = (false, false, Vec::new());
        for name in text.split(',') {
            match name {
                "cpu" => cpu = true,
                "gpu" => gpus = true,
                _ => match name.strip_prefix("opencl:").map(str::parse::<usize>) {
                    Some(Ok(index)) => {
                        if !opencl.contains(&index) {
                            opencl.push(index);
                        }
                    }
                    _ => {
                        let shown = nqueens_lab::escape::shown(name);
                        let why = if name == DeviceChoice::AUTO {
                            "auto stands alone".to_string()
                        } else {
                            format!("unknown device '{shown}'")
                        };
                        return Err(format!(
                            "{why}: valid devices are {}",
                            DeviceChoice::CHOICES
                        ));
                    }
                },
            }
        }
        Ok(DeviceChoice::Listed { cpu, gpus, opencl })
    }
}

/// The workers of a run: the cores (or not), and OpenCL devices opened.
#[derive(Debug)]
pub struct Workers {
    /// Whether the processor's cores count.
    pub cpu: bool,
    /// The OpenCL devices that count.
    pub devices: Vec<OpenClDevice>,
}

impl Workers {
    /// The cores alone.
    pub fn cpu() -> Workers {
        Workers {
            cpu: true,
            devices: Vec::new(),
        }
    }

    /// The workers by name, as `--json` gives them: `cpu`, `opencl:I`.
    pub fn names(&self) -> Vec<String> {
        let cpu = self.cpu.then(|| "cpu".to_string());
        cpu.into_iter()
            .chain(self.devices.iter().map(|device| device.info().to_string()))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_parse_and_show_as_given() {
        for text in [
            "auto",
            "cpu",
            "gpu",
            "opencl:0",
            "cpu,gpu",
            "cpu,opencl:2,opencl:0",
        ] {
            let choice: DeviceChoice = text.parse().expect(text);
            assert_eq!(choice.to_string(), text);
        }
        assert!(!"cpu".parse::<DeviceChoice>().unwrap().names_opencl());
        assert!("gpu".parse::<DeviceChoice>().unwrap().names_opencl());
        assert!("cpu,opencl:1"
            .parse::<DeviceChoice>()
            .unwrap()
            .names_opencl());
    }

    #[test]
    fn bad_choices_say_what_is_valid() {
        for (text, why) in [
            ("tpu", "unknown device 'tpu'"),
            ("opencl:", "unknown device 'opencl:'"),
            ("opencl:-1", "unknown device 'opencl:-1'"),
            ("opencl:x", "unknown device 'opencl:x'"),
            ("cpu,", "unknown device ''"),
            ("cpu,auto", "auto stands alone"),
        ] {
            let err = text.parse::<DeviceChoice>().unwrap_err();
            assert_eq!(
                err,
                format!("{why}: valid devices are {}", DeviceChoice::CHOICES)
            );
        }
    }
}
