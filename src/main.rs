fn main() -> std::process::ExitCode {
    farmstand::cli::main()
}
