//! OpenCL devices (the `opencl` feature): GPUs, and any other device an
//! OpenCL driver offers, as a place for the fast counter's search to run.
//!
//! The OpenCL library is loaded at run time, the first time it is needed:
//! a binary built with the feature runs on machines without one, where
//! [`devices`] says [`Error::OpenClUnavailable`].
//!
//! Devices are numbered in the order the drivers list them: platform by
//! platform, device by device. That index is how a run names a device
//! (`opencl:I`); [`devices`] lists them with what they are.
//!
//! A device runs one program (`count.cl`): one work-item per node of a
//! plan, each counting the solutions below its node, as the portable
//! kernel does on the processor. The batching of units into nodes is the
//! fast counter's (`fast/device.rs`).
//!
//! # Example
//!
//! ```
//! use nqueens_lab::kernel::opencl;
//!
//! match opencl::devices() {
//!     Ok(found) => {
//!         for device in &found {
//!             println!("opencl:{} {} ({})", device.index, device.name, device.kind);
//!         }
//!     }
//!     // No OpenCL driver on this machine.
//!     Err(err) => println!("{err}"),
//! }
//! ```

use std::fmt;
use std::sync::{Mutex, PoisonError};

use opencl3::command_queue::CommandQueue;
use opencl3::context::Context;
use opencl3::device::{
    Device, CL_DEVICE_TYPE_ACCELERATOR, CL_DEVICE_TYPE_ALL, CL_DEVICE_TYPE_CPU, CL_DEVICE_TYPE_GPU,
};
use opencl3::error_codes::{error_text, ClError, CL_DEVICE_NOT_FOUND, CL_PLATFORM_NOT_FOUND_KHR};
use opencl3::kernel::{ExecuteKernel, Kernel};
use opencl3::memory::{Buffer, CL_MEM_COPY_HOST_PTR, CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY};
use opencl3::platform::get_platforms;
use opencl3::program::Program;
use opencl3::types::{cl_uint, cl_ulong, CL_BLOCKING};

use crate::error::Error;

/// The program every device runs.
const SOURCE: &str = include_str!("count.cl");

/// The kernel function of [`SOURCE`].
const KERNEL_NAME: &str = "count_below";

/// The library the OpenCL loader is looked for as (`OPENCL_DYLIB_PATH`, a
/// list separated by `;`, names others to try first).
const LIBRARY: &str = "libOpenCL.so.1";

/// The error code of the loader when the library cannot be loaded.
const LIBRARY_NOT_LOADED: i32 = -2000;

/// The levels of a plan the program's stack holds (every plan has fewer).
pub(crate) const MAX_LEVELS: usize = 32;

/// The layout of a plan in the plans buffer, in 32-bit words: the squares
/// each level may not take, then the rows down to the next level, then the
/// number of levels.
pub(crate) const PLAN_WORDS: usize = 2 * MAX_LEVELS + 1;
/// Where a plan's squares each level may not take begin.
pub(crate) const BLOCKED: usize = 0;
/// Where a plan's rows down to the next level begin.
pub(crate) const GAP: usize = MAX_LEVELS;
/// Where a plan's number of levels is.
pub(crate) const LEVELS: usize = 2 * MAX_LEVELS;

/// The layout of a node in the nodes buffer, in 32-bit words: its plan,
/// its level, and its lines (columns, ↘ and ↙ diagonals).
pub(crate) const NODE_WORDS: usize = 5;

/// What kind of device an OpenCL device is.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::opencl::DeviceKind;
///
/// assert_eq!(DeviceKind::Gpu.to_string(), "gpu");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DeviceKind {
    /// A graphics processor.
    Gpu,
    /// A processor's cores, through a CPU driver (such as pocl).
    Cpu,
    /// An accelerator card.
    Accelerator,
    /// Anything else a driver offers.
    Other,
}

impl DeviceKind {
    /// The kind's name, as `nqueens devices` shows it.
    pub fn name(self) -> &'static str {
        match self {
            DeviceKind::Gpu => "gpu",
            DeviceKind::Cpu => "cpu",
            DeviceKind::Accelerator => "accelerator",
            DeviceKind::Other => "other",
        }
    }

    fn of(device_type: u64) -> DeviceKind {
        if device_type & CL_DEVICE_TYPE_GPU != 0 {
            DeviceKind::Gpu
        } else if device_type & CL_DEVICE_TYPE_CPU != 0 {
            DeviceKind::Cpu
        } else if device_type & CL_DEVICE_TYPE_ACCELERATOR != 0 {
            DeviceKind::Accelerator
        } else {
            DeviceKind::Other
        }
    }
}

impl fmt::Display for DeviceKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An OpenCL device, as [`devices`] finds it.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::opencl;
///
/// for device in opencl::devices().unwrap_or_default() {
///     assert_eq!(device.to_string(), format!("opencl:{}", device.index));
///     assert!(device.compute_units >= 1);
/// }
/// ```
#[derive(Debug, Clone)]
pub struct DeviceInfo {
    /// Its place in the list: `opencl:` and this number names it.
    pub index: usize,
    /// Its kind.
    pub kind: DeviceKind,
    /// The device's name, as its driver gives it.
    pub name: String,
    /// The platform (driver) it belongs to.
    pub platform: String,
    /// The OpenCL version it supports, as its driver gives it.
    pub version: String,
    /// Its parallel compute units.
    pub compute_units: u32,
    /// Its global memory, in bytes.
    pub memory: u64,
    device: Device,
}

/// The same device: the same driver's device, at the same place.
impl PartialEq for DeviceInfo {
    fn eq(&self, other: &DeviceInfo) -> bool {
        self.index == other.index && self.device.id() == other.device.id()
    }
}

impl Eq for DeviceInfo {}

impl fmt::Display for DeviceInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "opencl:{}", self.index)
    }
}

/// Every OpenCL device of every platform, numbered in that order. An
/// empty list when the library is there but offers no device;
/// [`Error::OpenClUnavailable`] when there is no library to load.
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::opencl;
///
/// if let Ok(found) = opencl::devices() {
///     assert!(found.iter().enumerate().all(|(i, device)| device.index == i));
/// }
/// ```
pub fn devices() -> Result<Vec<DeviceInfo>, Error> {
    // The ICD loader's first listing sets it up, and two at once can find
    // no platform (seen with ocl-icd 2.3.1): one thread lists at a time.
    static LISTING: Mutex<()> = Mutex::new(());
    let _listing = LISTING.lock().unwrap_or_else(PoisonError::into_inner);
    let platforms = match get_platforms() {
        Ok(platforms) => platforms,
        Err(ClError(LIBRARY_NOT_LOADED)) => {
            return Err(Error::OpenClUnavailable { library: LIBRARY })
        }
        Err(ClError(CL_PLATFORM_NOT_FOUND_KHR)) => return Ok(Vec::new()),
        Err(err) => return Err(failed("listing the platforms".into(), err)),
    };
    let mut found = Vec::new();
    for platform in platforms {
        let platform_name = platform
            .name()
            .map_err(|err| failed("reading a platform's name".into(), err))?;
        let ids = match platform.get_devices(CL_DEVICE_TYPE_ALL) {
            Ok(ids) => ids,
            Err(ClError(CL_DEVICE_NOT_FOUND)) => Vec::new(),
            Err(err) => {
                return Err(failed(
                    format!("listing the devices of {platform_name}"),
                    err,
                ))
            }
        };
        for id in ids {
            let device = Device::new(id);
            let what = |field: &str| format!("reading the {field} of opencl:{}", found.len());
            found.push(DeviceInfo {
                index: found.len(),
                kind: DeviceKind::of(device.dev_type().map_err(|e| failed(what("type"), e))?),
                name: device
                    .name()
                    .map_err(|e| failed(what("name"), e))?
                    .trim()
                    .to_string(),
                platform: platform_name.trim().to_string(),
                version: device.version().map_err(|e| failed(what("version"), e))?,
                compute_units: device
                    .max_compute_units()
                    .map_err(|e| failed(what("compute units"), e))?,
                memory: device
                    .global_mem_size()
                    .map_err(|e| failed(what("memory size"), e))?,
                device,
            });
        }
    }
    Ok(found)
}

/// [`Error::OpenCl`] for a failed call.
fn failed(what: String, err: ClError) -> Error {
    Error::OpenCl {
        what,
        code: error_text(err.0).to_string(),
    }
}

/// An OpenCL device ready to count: its context, queue and program. One
/// thread counts on it at a time (the others wait).
///
/// # Example
///
/// ```
/// use nqueens_lab::kernel::opencl::{self, OpenClDevice};
///
/// if let Some(first) = opencl::devices().unwrap_or_default().first() {
///     let device = OpenClDevice::open(first.index)?;
///     assert_eq!(device.info(), first);
/// }
/// # Ok::<(), nqueens_lab::Error>(())
/// ```
#[derive(Debug)]
pub struct OpenClDevice {
    info: DeviceInfo,
    ready: Mutex<Ready>,
}

/// What counting on a device takes: its objects, used by one thread at a
/// time (a kernel's arguments are state).
#[derive(Debug)]
struct Ready {
    context: Context,
    queue: CommandQueue,
    kernel: Kernel,
    /// Keeps the kernel's program alive.
    _program: Program,
}

impl OpenClDevice {
    /// Opens device `index` of [`devices`] and builds the program for it.
    /// [`Error::NoOpenClDevice`] if there is no such device; an
    /// [`Error::OpenCl`] (with the compiler's log) if the program does not
    /// build.
    pub fn open(index: usize) -> Result<OpenClDevice, Error> {
        let found = devices()?;
        let Some(info) = found.get(index).cloned() else {
            let found = match found.len() {
                0 => "this machine has none".to_string(),
                1 => "the one device is opencl:0".to_string(),
                count => format!("the devices are opencl:0 to opencl:{}", count - 1),
            };
            return Err(Error::NoOpenClDevice { index, found });
        };
        let on = |what: &str| format!("{what} on {info} ({})", info.name);
        let context =
            Context::from_device(&info.device).map_err(|e| failed(on("creating a context"), e))?;
        let queue = CommandQueue::create_default(&context, 0)
            .map_err(|e| failed(on("creating a command queue"), e))?;
        let mut program = Program::create_from_source(&context, SOURCE)
            .map_err(|e| failed(on("creating the program"), e))?;
        if let Err(err) = program.build(context.devices(), &build_options()) {
            let log = program.get_build_log(info.device.id()).unwrap_or_default();
            return Err(Error::OpenCl {
                what: on("building the program"),
                code: format!("{}: {}", error_text(err.0), log.trim()),
            });
        }
        let kernel = Kernel::create(&program, KERNEL_NAME)
            .map_err(|e| failed(on("creating the kernel"), e))?;
        Ok(OpenClDevice {
            info,
            ready: Mutex::new(Ready {
                context,
                queue,
                kernel,
                _program: program,
            }),
        })
    }

    /// What the device is.
    pub fn info(&self) -> &DeviceInfo {
        &self.info
    }

    /// The solutions below each node of `nodes` ([`NODE_WORDS`] words per
    /// node) of the plans of `plans` ([`PLAN_WORDS`] words per plan), in
    /// node order.
    ///
    /// Every node's plan index must be below the number of plans, its level
    /// below the plan's levels, and every plan's levels below
    /// [`MAX_LEVELS`] − 1: the program trusts its buffers.
    pub(crate) fn count_nodes(&self, plans: &[u32], nodes: &[u32]) -> Result<Vec<u64>, Error> {
        let node_count = nodes.len() / NODE_WORDS;
        assert_eq!(nodes.len(), node_count * NODE_WORDS, "whole nodes");
        assert_eq!(plans.len() % PLAN_WORDS, 0, "whole plans");
        let plan_count = plans.len() / PLAN_WORDS;
        assert!(
            nodes.chunks(NODE_WORDS).all(|node| {
                let plan = node[0] as usize;
                plan < plan_count && node[1] < plans[plan * PLAN_WORDS + LEVELS]
            }),
            "every node within its plan"
        );
        assert!(
            plans
                .chunks(PLAN_WORDS)
                .all(|plan| (plan[LEVELS] as usize) < MAX_LEVELS - 1),
            "every plan within the stack"
        );
        let mut counts = vec![0 as cl_ulong; node_count];
        if node_count == 0 {
            return Ok(counts);
        }
        let on = |what: &str| format!("{what} on {} ({})", self.info, self.info.name);
        let ready = self.ready.lock().unwrap_or_else(PoisonError::into_inner);
        // SAFETY: each buffer is created with the length of the host slice
        // it copies (COPY_HOST_PTR reads that many elements, during the
        // call); the program reads the plans and the nodes only within
        // their buffers (asserted above: plan indices, levels and the stack
        // are in range) and writes one count per node below `node_count`;
        // the blocking read copies `counts.len()` elements into `counts`.
        unsafe {
            let plans_buffer = Buffer::<cl_uint>::create(
                &ready.context,
                CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                plans.len(),
                plans.as_ptr() as *mut _,
            )
            .map_err(|e| failed(on("copying the plans"), e))?;
            let nodes_buffer = Buffer::<cl_uint>::create(
                &ready.context,
                CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                nodes.len(),
                nodes.as_ptr() as *mut _,
            )
            .map_err(|e| failed(on("copying the nodes"), e))?;
            let counts_buffer = Buffer::<cl_ulong>::create(
                &ready.context,
                CL_MEM_WRITE_ONLY,
                node_count,
                std::ptr::null_mut(),
            )
            .map_err(|e| failed(on("making room for the counts"), e))?;
            let node_count_arg = node_count as cl_uint;
            ExecuteKernel::new(&ready.kernel)
                .set_arg(&plans_buffer)
                .set_arg(&nodes_buffer)
                .set_arg(&counts_buffer)
                .set_arg(&node_count_arg)
                .set_global_work_size(node_count)
                .enqueue_nd_range(&ready.queue)
                .map_err(|e| failed(on("running the search"), e))?;
            ready
                .queue
                .enqueue_read_buffer(&counts_buffer, CL_BLOCKING, 0, &mut counts, &[])
                .map_err(|e| failed(on("reading the counts"), e))?;
        }
        Ok(counts)
    }
}

/// The program's layout, as the host defines it.
fn build_options() -> String {
    format!(
        "-DMAX_LEVELS={MAX_LEVELS} -DBLOCKED={BLOCKED} -DGAP={GAP} -DLEVELS={LEVELS} \
         -DPLAN_WORDS={PLAN_WORDS} -DNODE_WORDS={NODE_WORDS}"
    )
}
