//! Milliseconds, for work done in slices: the page's `performance.now()`
//! in the browser (and in Node), `std::time::Instant` elsewhere.

#[cfg(target_arch = "wasm32")]
mod source {
    use wasm_bindgen::prelude::*;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_namespace = performance, js_name = now)]
        fn performance_now() -> f64;
    }

    pub fn now_ms() -> f64 {
        performance_now()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod source {
    use std::sync::OnceLock;
    use std::time::Instant;

    pub fn now_ms() -> f64 {
        static START: OnceLock<Instant> = OnceLock::new();
        START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
    }
}

/// A time budget: work goes on until it has run out.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Budget {
    deadline: f64,
}

impl Budget {
    /// `ms` milliseconds from now (a negative or NaN budget is spent at
    /// once, after one piece of work).
    pub(crate) fn of(ms: f64) -> Budget {
        Budget {
            deadline: source::now_ms() + if ms.is_nan() { 0.0 } else { ms },
        }
    }

    /// Whether the time is up.
    pub(crate) fn is_spent(self) -> bool {
        source::now_ms() >= self.deadline
    }
}
