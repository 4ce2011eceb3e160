// The main of a fuzz target built without libFuzzer: it feeds every file of the folders named on
// its command line to LLVMFuzzerTestOneInput once, in name order, as libFuzzer does when given
// files. So each committed corpus replays as an ordinary test in every build, the sanitizer
// builds included, and only the search for new inputs needs clang (scripts/fuzz.sh).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size);

int main(int argc, char **argv)
{
    namespace fs = std::filesystem;
    std::vector<fs::path> inputs;
    for (int i = 1; i < argc; ++i) {
        const fs::path folder = argv[i];
        if (!fs::is_directory(folder)) {
            std::cerr << "not a corpus folder: " << folder << '\n';
            return 2;
        }
        for (const auto &entry : fs::directory_iterator(folder)) {
            if (entry.is_regular_file())
                inputs.push_back(entry.path());
        }
    }
    std::sort(inputs.begin(), inputs.end());
    if (inputs.empty()) {
        std::cerr << "no corpus inputs given\n";
        return 2;
    }
    for (const auto &input : inputs) {
        std::ifstream file(input, std::ios::binary);
        const std::vector<char> bytes{std::istreambuf_iterator<char>(file),
                                      std::istreambuf_iterator<char>()};
        std::cout << input.filename().string() << " (" << bytes.size() << " bytes)" << std::endl;
        LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t *>(bytes.data()), bytes.size());
    }
    std::cout << inputs.size() << " inputs replayed\n";
    return 0;
}
