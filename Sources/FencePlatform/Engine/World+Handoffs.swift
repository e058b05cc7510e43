import FenceKernel
import FenceWorld

extension World {
    /// The first serving-cell change strictly after `time`: significant changes and region
    /// evaluations follow cell changes.
    func nextHandoff(after time: SimTime) -> SimTime? {
        let cells = servingCells
        var low = 0, high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].start <= time { low = mid + 1 } else { high = mid }
        }
        return low < cells.count ? cells[low].start : nil
    }
}
