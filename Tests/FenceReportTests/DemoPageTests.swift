import FenceReport
import Foundation
import Testing

/// Writes the sample charts and pages to `$FENCEREPORT_DEMO_DIR` for a look in a browser (skipped when the
/// variable is not set). Screenshot with:
/// `chromium --headless --screenshot=/tmp/x.png --window-size=1200,2400 file://$FENCEREPORT_DEMO_DIR/index.html`
@Suite("Demo page")
struct DemoPageTests {
    static let directory = ProcessInfo.processInfo.environment["FENCEREPORT_DEMO_DIR"]

    @Test(.enabled(if: directory != nil))
    func writeDemo() throws {
        let dir = URL(fileURLWithPath: Self.directory!)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var html = "<!DOCTYPE html><html><body>"
        for (name, chart) in SampleCharts.all {
            let graphic = try chart.render(id: name)
            try graphic.standaloneDocument.write(
                to: dir.appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
            html += graphic.inlineElement
        }
        html += "</body></html>"
        try html.write(to: dir.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    }
}
