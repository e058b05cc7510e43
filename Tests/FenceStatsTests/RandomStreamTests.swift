import Testing

@testable import FenceStats

@Suite("Random streams")
struct RandomStreamTests {
    private func draws(_ stream: RandomStream, _ n: Int = 32) -> [Double] { (0..<n).map { _ in stream.uniform() } }

    @Test("The same (seed, replication, name) reproduces the same sequence")
    func reproducible() {
        let a = RandomStream(masterSeed: 42, replication: 3, name: "world.commute")
        let b = RandomStream(masterSeed: 42, replication: 3, name: "world.commute")
        #expect(draws(a) == draws(b))
    }

    @Test("Different names, replications or seeds give different sequences")
    func distinct() {
        let base = draws(RandomStream(masterSeed: 42, replication: 3, name: "world.commute"))
        #expect(base != draws(RandomStream(masterSeed: 42, replication: 3, name: "source.gps")))
        #expect(base != draws(RandomStream(masterSeed: 42, replication: 4, name: "world.commute")))
        #expect(base != draws(RandomStream(masterSeed: 43, replication: 3, name: "world.commute")))
    }

    @Test("Creation order changes nothing")
    func orderIndependent() {
        let gpsFirst = RandomStream(masterSeed: 7, replication: 0, name: "source.gps")
        let wifiSecond = RandomStream(masterSeed: 7, replication: 0, name: "source.wifi")
        let wifiFirst = RandomStream(masterSeed: 7, replication: 0, name: "source.wifi")
        let gpsSecond = RandomStream(masterSeed: 7, replication: 0, name: "source.gps")
        #expect(draws(gpsFirst) == draws(gpsSecond))
        #expect(draws(wifiSecond) == draws(wifiFirst))
    }

    @Test("Streams with different names are uncorrelated")
    func independentNames() {
        // Pearson correlation of 100 000 paired uniforms: sd ≈ 1/√n ≈ 0.0032, allow 4 sd.
        let a = RandomStream(masterSeed: 1, replication: 0, name: "a")
        let b = RandomStream(masterSeed: 1, replication: 0, name: "b")
        let n = 100_000
        var sxy = 0.0, sx = 0.0, sy = 0.0, sxx = 0.0, syy = 0.0
        for _ in 0..<n {
            let x = a.uniform(), y = b.uniform()
            sx += x; sy += y; sxy += x * y; sxx += x * x; syy += y * y
        }
        let nn = Double(n)
        let r = (sxy - sx * sy / nn) / ((sxx - sx * sx / nn) * (syy - sy * sy / nn)).squareRoot()
        #expect(abs(r) < 4 / nn.squareRoot())
    }

    @Test("SplitMix64 matches the published reference output for seed 1234567")
    func splitMixReference() {
        // First outputs of the reference C implementation (Vigna, splitmix64.c) seeded with 1234567.
        var generator = SplitMix64(seed: 1_234_567)
        #expect(generator.next() == 6_457_827_717_110_365_317)
        #expect(generator.next() == 3_203_168_211_198_807_973)
        #expect(generator.next() == 9_817_491_932_198_370_423)
    }

    @Test("Keyed noise depends only on (seed, key, lane)")
    func keyedNoise() {
        let noise = KeyedNoise(StreamSeed(masterSeed: 5, replication: 1, name: "source.wifi"))
        let forward = (0..<100).map { noise.normal(Int64($0)) }
        let backward = (0..<100).reversed().map { noise.normal(Int64($0)) }
        #expect(forward == Array(backward.reversed()))
        #expect(noise.normal(3, lane: 0) != noise.normal(3, lane: 1))
    }
}
