"""Benchmarks: `make bench` runs every bench/bench_*.py module's `main()` and prints figures."""
