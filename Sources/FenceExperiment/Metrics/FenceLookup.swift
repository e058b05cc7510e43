import FencePlatform
import FenceWorld

/// The index in a world's fences of each fence id a run declared: scoring keys its per-fence lists by index,
/// so a declaration costs one lookup rather than a hashed id per list it is checked against.
///
/// A strategy that flaps declares one fence many times in a row: the previous declaration's id is compared
/// first (a few instructions for the short ids fences have), the dictionary built once asked only on a change.
struct FenceLookup {
    private let indexByID: [String: Int]

    /// The lookup of `fences` (their ids are unique, ``FenceWorld/Fence/validate(_:)``).
    init(_ fences: [Fence]) {
        indexByID = Dictionary(fences.enumerated().map { ($1.id, $0) }) { first, _ in first }
    }

    /// The index of fence `fenceID`; nil for an id no fence has.
    func index(of fenceID: String) -> Int? { indexByID[fenceID] }

    /// The index of each of `detections`' fences, in order (nil for an id no fence has).
    func indices(of detections: [Detection]) -> [Int?] {
        var last: (id: String, index: Int?)?
        return detections.map { detection in
            if let last, last.id == detection.fenceID { return last.index }
            let index = indexByID[detection.fenceID]
            last = (detection.fenceID, index)
            return index
        }
    }
}
