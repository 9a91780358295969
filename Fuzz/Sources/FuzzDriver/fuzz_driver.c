#include "fuzz_driver.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

static int (*swift_test_one_input)(const uint8_t *data, size_t size);

/* libFuzzer's own objects refer to this symbol; it forwards to the Swift callback. */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    return swift_test_one_input ? swift_test_one_input(data, size) : 0;
}

int flowlint_fuzz_main(int argc, char **argv, int (*test_one_input)(const uint8_t *data, size_t size)) {
    swift_test_one_input = test_one_input;
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
