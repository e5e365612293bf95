//! scratch timing
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
        let y = nqueens_bench::plain_mirror_count(n);
        let ty = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let f = nqueens::fast::count(size);
        let tf = t.elapsed().as_secs_f64();
        println!(
            "N={n} yard {y} {ty:.3}s fast {:?} {tf:.3}s ratio {:.2}",
            f,
            ty / tf
        );
    });
}
