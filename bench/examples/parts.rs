//! scratch timing of the parts
use std::time::Instant;
fn main() {
    let n: usize = std::env::args().nth(1).unwrap().parse().unwrap();
    let size = nqueens::BoardSize::new(n).unwrap();
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    pool.install(|| {
        let t = Instant::now();
        let units = nqueens::fast::work_units(size);
        println!("units {} in {:.3}s", units.len(), t.elapsed().as_secs_f64());
        for kernel in nqueens::fast::Kernel::available() {
            let t = Instant::now();
            let mut sym = 0.0;
            let mut total = nqueens::fast::Tally::default();
            for u in &units {
                let t1 = Instant::now();
                total = total + nqueens::fast::count_unit_with(size, u, kernel);
                if u.id() as usize >= units.len() - 2 {
                    sym += t1.elapsed().as_secs_f64();
                }
            }
            println!(
                "{:?}: {:?} in {:.3}s (symmetric {:.3}s)",
                kernel,
                total.counts(size),
                t.elapsed().as_secs_f64(),
                sym
            );
        }
    });
}
