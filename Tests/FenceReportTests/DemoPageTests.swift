import FenceReport
import Foundation
import Testing

/// Writes the sample report (`report.md`, `index.html`, `charts/*.svg`) to `$FENCEREPORT_DEMO_DIR` for a
/// look in a browser; skipped when the variable is not set. Screenshot with
/// `chromium --headless --screenshot=/tmp/x.png --window-size=1200,2400 file://$FENCEREPORT_DEMO_DIR/index.html`.
@Suite("Demo page")
struct DemoPageTests {
    static let directory = ProcessInfo.processInfo.environment["FENCEREPORT_DEMO_DIR"]

    @Test(.enabled(if: directory != nil))
    func writeDemo() throws {
        try SampleReport.document.write(toDirectory: Self.directory!)
    }
}
