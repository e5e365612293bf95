//! The fast counter on OpenCL devices, against the processor's kernels.
//!
//! These run on every OpenCL device the machine has (the test command
//! installs pocl, Debian's OpenCL on the processor). Where there is none
//! they pass with a note, unless `NQUEENS_LAB_OPENCL=required` (the test
//! command sets it): then a missing device fails them.

#![cfg(feature = "opencl")]

use std::ops::ControlFlow;

use nqueens_lab::fast::{count_unit_with, work_units, Counter, Counts, Kernel, Tally, WorkUnit};
use nqueens_lab::job::{run_units_on, BatchDevice};
use nqueens_lab::kernel::opencl::{self, OpenClDevice};
use nqueens_lab::{BoardSize, Error};

/// OEIS A000170 and A002562, N = 1 to 16: test data.
const KNOWN: [(u128, u128); 16] = [
    (1, 1),
    (0, 0),
    (0, 0),
    (2, 1),
    (10, 2),
    (4, 1),
    (40, 6),
    (92, 12),
    (352, 46),
    (724, 92),
    (2_680, 341),
    (14_200, 1_787),
    (73_712, 9_233),
    (365_596, 45_752),
    (2_279_184, 285_053),
    (14_772_512, 1_846_955),
];

/// Every OpenCL device, opened; none (with a note) where there is no
/// OpenCL, unless the test command requires one.
fn opened_devices() -> Vec<OpenClDevice> {
    let required = std::env::var("NQUEENS_LAB_OPENCL").as_deref() == Ok("required");
    let found = match opencl::devices() {
        Ok(found) => found,
        Err(err) if !required => {
            eprintln!("no OpenCL here ({err}): the OpenCL tests check nothing");
            return Vec::new();
        }
        Err(err) => panic!("NQUEENS_LAB_OPENCL=required, and {err}"),
    };
    assert!(
        !found.is_empty() || !required,
        "NQUEENS_LAB_OPENCL=required, and OpenCL lists no device"
    );
    found
        .iter()
        .map(|info| OpenClDevice::open(info.index).expect("the device opens"))
        .collect()
}

/// The tallies of `units` counted on `device` alone, by unit id.
fn on_device(device: &OpenClDevice, size: BoardSize, units: &[WorkUnit]) -> Vec<(u32, Tally)> {
    let devices: [&dyn BatchDevice<Counter>; 1] = [device];
    let counted = run_units_on::<Counter, _, ()>(size, units, None, &devices, |_, _| {
        ControlFlow::Continue(())
    })
    .expect("the device counts");
    let mut done = counted.done;
    done.sort_by_key(|&(id, _)| id);
    done
}

fn size(n: usize) -> BoardSize {
    BoardSize::new(n).expect("a board size")
}

/// Every unit of every N from 1 to 14 has, counted on each device, the
/// tally of the processor's best kernel.
#[test]
fn every_unit_to_n_14_is_counted_as_on_the_processor() {
    for device in opened_devices() {
        for n in 1..=14 {
            let units = work_units(size(n));
            let expected: Vec<(u32, Tally)> = units
                .iter()
                .map(|unit| (unit.id(), count_unit_with(size(n), unit, Kernel::best())))
                .collect();
            assert_eq!(
                on_device(&device, size(n), &units),
                expected,
                "N = {n} on {}",
                device.info()
            );
        }
    }
}

/// A random sample of units of N = 15 to 18 (the cheaper half, so that
/// the sample stays small on a processor's OpenCL), each with the tally of
/// the processor's best kernel.
#[test]
fn a_sample_of_units_of_n_15_to_18_is_counted_as_on_the_processor() {
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut below = |bound: usize| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % bound as u64) as usize
    };
    for device in opened_devices() {
        for (n, samples) in [(15, 12), (16, 8), (17, 4), (18, 2)] {
            let mut units = work_units(size(n));
            units.sort_by_key(|unit| unit.cost());
            let cheaper = units.len() / 2;
            let sample: Vec<WorkUnit> = (0..samples)
                .map(|_| units[below(cheaper)].clone())
                .collect();
            for unit in &sample {
                let expected = count_unit_with(size(n), unit, Kernel::best());
                let found = on_device(&device, size(n), std::slice::from_ref(unit));
                assert_eq!(
                    found,
                    [(unit.id(), expected)],
                    "N = {n}, unit {} on {}",
                    unit.id(),
                    device.info()
                );
            }
        }
    }
}

/// The totals and unique counts of N = 1 to 16 (OEIS) through each device
/// alone.
#[test]
fn oeis_counts_to_n_16_on_each_device() {
    for device in opened_devices() {
        for (n, &(total, fundamental)) in (1..).zip(&KNOWN) {
            let units = work_units(size(n));
            let tally: Tally = on_device(&device, size(n), &units)
                .into_iter()
                .map(|(_, tally)| tally)
                .sum();
            assert_eq!(
                tally.counts(size(n)),
                Counts { total, fundamental },
                "N = {n} on {}",
                device.info()
            );
        }
    }
}

/// The processor's cores and every device take units from one queue: the
/// count is whole and right, and every unit is reported once.
#[test]
fn cores_and_devices_share_one_run() {
    let opened = opened_devices();
    if opened.is_empty() {
        return;
    }
    let devices: Vec<&dyn BatchDevice<Counter>> = opened
        .iter()
        .map(|device| device as &dyn BatchDevice<Counter>)
        .collect();
    let n = size(13);
    let units = work_units(n);
    let counted =
        run_units_on::<Counter, _, ()>(n, &units, Some(Kernel::best()), &devices, |_, _| {
            ControlFlow::Continue(())
        })
        .expect("the run counts");
    let mut ids: Vec<u32> = counted.done.iter().map(|&(id, _)| id).collect();
    ids.sort_unstable();
    assert_eq!(ids, (0..units.len() as u32).collect::<Vec<_>>());
    assert_eq!(
        counted.tally().counts(n),
        Counts {
            total: 73_712,
            fundamental: 9_233
        }
    );
}

/// An index past the devices is refused, naming the ones there are.
#[test]
fn a_device_that_is_not_there_is_refused() {
    let Ok(found) = opencl::devices() else {
        return;
    };
    let err = OpenClDevice::open(found.len()).unwrap_err();
    assert!(matches!(err, Error::NoOpenClDevice { index, .. } if index == found.len()));
    let text = err.to_string();
    match found.len() {
        0 => assert!(text.ends_with("this machine has none"), "{text}"),
        1 => assert!(text.ends_with("the one device is opencl:0"), "{text}"),
        count => assert!(text.ends_with(&format!("opencl:{}", count - 1)), "{text}"),
    }
}
