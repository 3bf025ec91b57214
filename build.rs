// rust-embed reads `ui/dist` and `seed` at compile time; without this a release build would
// not notice a freshly built UI or a new seed file (an edited file is noticed anyway, a new
// one is not). The dist folder is created empty when missing so `cargo build` works before
// (and without) Node, and the watch has something to watch.
fn main() {
    let dist = std::path::Path::new("ui/dist");
    if !dist.exists() {
        let _ = std::fs::create_dir_all(dist);
    }
    println!("cargo:rerun-if-changed=ui/dist");
    println!("cargo:rerun-if-changed=seed");
}
