#ifndef FLOWLINT_FUZZ_DRIVER_H
#define FLOWLINT_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/* Runs libFuzzer with a Swift callback. SwiftPM gives every executable its own `main`, so
 * libFuzzer's `main` can't be used; its driver entry point can. */
int flowlint_fuzz_main(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size));

#endif
