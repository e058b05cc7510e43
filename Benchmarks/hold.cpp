// Baseline for the classic "hold" benchmark of event-queue performance (Vaucher & Duval 1975):
// keep N events pending; repeatedly pop the earliest and schedule a replacement at its time plus an
// exponential increment. std::priority_queue with the same (time, sequence) key and the same
// SplitMix64 generator and integer-microsecond times as the Swift kernel benchmark.
//
// Usage: hold PENDING OPERATIONS   -> prints "events_per_second checksum"
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <queue>
#include <vector>

namespace {
struct SplitMix64 {
    uint64_t state;
    uint64_t next() {
        uint64_t z = (state += 0x9E3779B97F4A7C15ull);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
        return z ^ (z >> 31);
    }
    // Exponential with mean 1 s, in whole microseconds.
    int64_t increment() {
        double u = (static_cast<double>(next() >> 11) + 0.5) * 0x1p-53;
        return static_cast<int64_t>(-std::log(u) * 1e6);
    }
};

struct Event {
    int64_t time;
    uint64_t key;  // priority << 56 | sequence, as in the Swift kernel
    int64_t payload;
};
struct Later {
    bool operator()(const Event& a, const Event& b) const {
        return a.time > b.time || (a.time == b.time && a.key > b.key);
    }
};
}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: hold PENDING OPERATIONS\n");
        return 2;
    }
    const long pending = std::atol(argv[1]);
    const long operations = std::atol(argv[2]);
    SplitMix64 rng{20241129};
    std::priority_queue<Event, std::vector<Event>, Later> queue;
    uint64_t sequence = 0;
    for (long i = 0; i < pending; ++i) queue.push({rng.increment(), (128ull << 56) | sequence++, i});
    auto start = std::chrono::steady_clock::now();
    int64_t checksum = 0;
    for (long i = 0; i < operations; ++i) {
        Event e = queue.top();
        queue.pop();
        checksum += e.payload;
        queue.push({e.time + rng.increment(), (128ull << 56) | sequence++, e.payload});
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::printf("%.0f %lld\n", operations / seconds, static_cast<long long>(checksum));
    return 0;
}
