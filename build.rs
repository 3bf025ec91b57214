// rust-embed reads `ui/dist` at compile time; without this a release build would not notice a
// freshly built UI. The folder is created empty when missing so `cargo build` works before
// (and without) Node, and the watch has something to watch.
fn main() {
    let dist = std::path::Path::new("ui/dist");
    if !dist.exists() {
        let _ = std::fs::create_dir_all(dist);
    }
    println!("cargo:rerun-if-changed=ui/dist");
}
