//! Rebuilds the crate when the site changes.

fn main() {
    // rust-embed reads site/ when the crate is compiled, but cargo knows
    // only the files it embedded: without this, a file added to site/
    // (the WebAssembly build, say) would not be served until something
    // else changed. Cargo scans a directory given here whole.
    println!("cargo:rerun-if-changed=site");
}
