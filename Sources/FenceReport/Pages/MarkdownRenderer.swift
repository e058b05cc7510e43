/// Renders a ``ReportDocument`` as `report.md`: headings, paragraphs, lists, GitHub-flavoured tables with
/// aligned columns, and image links to the standalone SVG files.
struct MarkdownRenderer {
    /// The document.
    let document: ReportDocument

    /// The Markdown text, ending with a newline.
    func render() -> String {
        var sections = ["# " + MarkdownText.escape(document.title)]
        var tableNumber = 0
        var figureNumber = 0
        for block in document.blocks {
            switch block {
            case .heading(let level, let text):
                sections.append(String(repeating: "#", count: level.rawValue) + " " + MarkdownText.escape(text))
            case .paragraph(let text):
                sections.append(MarkdownText.escape(text))
            case .list(let items):
                sections.append(items.map { "- " + MarkdownText.escape($0) }.joined(separator: "\n"))
            case .table(let table):
                tableNumber += 1
                sections.append(
                    "*Table \(tableNumber). \(MarkdownText.escapeInline(table.caption))*\n\n" + tableText(table))
            case .figure(let figure):
                figureNumber += 1
                let caption = MarkdownText.escapeInline(figure.caption)
                sections.append(
                    "![\(MarkdownText.escapeInline(figure.chart.title))](\(ReportDocument.chartPath(figure.name)))\n\n"
                        + "*Figure \(figureNumber). \(caption)*")
            }
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    /// The table with every column padded to its widest cell; numeric columns right-aligned (`---:`).
    private func tableText(_ table: ReportTable) -> String {
        let header = table.columns.map(MarkdownText.escapeInline)
        let numeric = table.columns.indices.map(table.isNumericColumn)
        // Numeric cells hold only digits, signs, points, brackets, commas and spaces: nothing to escape.
        let body = zip(table.rows, table.formattedRows()).map { cells, texts in
            zip(cells, texts).map { cell, text in cell.isNumeric ? text : MarkdownText.escapeInline(text) }
        }
        let widths = table.columns.indices.map { column in
            max(3, ([header[column]] + body.map { $0[column] }).map(\.count).max() ?? 3)
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return numeric[column] ? padding + cell : cell + padding
            }
            return "| " + padded.joined(separator: " | ") + " |"
        }
        let rule = widths.enumerated().map { column, width in
            numeric[column]
                ? String(repeating: "-", count: width - 1) + ":" : ":" + String(repeating: "-", count: width - 1)
        }
        return ([line(header), "| " + rule.joined(separator: " | ") + " |"] + body.map(line)).joined(separator: "\n")
    }
}
