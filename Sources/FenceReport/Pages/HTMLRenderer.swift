/// Renders a ``ReportDocument`` as one self-contained HTML page: inline CSS, inline SVG charts, no
/// scripts, no external references. The markup is also well-formed XML (every element closed, all text
/// escaped), which the tests use to check it.
struct HTMLRenderer {
    /// The document.
    let document: ReportDocument
    /// Rendered charts, by figure name.
    let graphics: [String: SVGGraphic]

    /// The HTML page.
    func render() -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8"/>
            <meta name="viewport" content="width=device-width, initial-scale=1"/>
            <meta name="color-scheme" content="light"/>
            <title>\(Markup.escape(document.title))</title>
            <style>
            \(ReportStylesheet.css)
            </style>
            </head>
            <body>
            <main>
            <h1>\(Markup.escape(document.title))</h1>

            """
        var tableNumber = 0
        var figureNumber = 0
        for block in document.blocks {
            switch block {
            case .heading(let level, let text):
                html += "<h\(level.rawValue)>\(Markup.escape(singleLine(text)))</h\(level.rawValue)>\n"
            case .paragraph(let text):
                html += "<p>\(Markup.escape(singleLine(text)))</p>\n"
            case .list(let items):
                html += "<ul>\n" + items.map { "<li>\(Markup.escape(singleLine($0)))</li>\n" }.joined() + "</ul>\n"
            case .table(let table):
                tableNumber += 1
                html += tableHTML(table, number: tableNumber)
            case .figure(let figure):
                figureNumber += 1
                html += "<figure id=\"figure-\(Markup.escape(figure.name))\">\n"
                html += graphics[figure.name]?.inlineElement ?? ""
                html +=
                    "<figcaption>Figure \(figureNumber). \(Markup.escape(singleLine(figure.caption)))</figcaption>\n"
                html += "</figure>\n"
            }
        }
        return html + "</main>\n</body>\n</html>\n"
    }

    private func tableHTML(_ table: ReportTable, number: Int) -> String {
        let numeric = table.columns.indices.map(table.isNumericColumn)
        func cellClass(_ column: Int) -> String { numeric[column] ? " class=\"num\"" : "" }
        var html = "<table>\n<caption>Table \(number). \(Markup.escape(singleLine(table.caption)))</caption>\n"
        html += "<thead>\n<tr>"
        for (column, title) in table.columns.enumerated() {
            html += "<th scope=\"col\"\(cellClass(column))>\(Markup.escape(singleLine(title)))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in table.formattedRows() {
            html += "<tr>"
            for (column, cell) in row.enumerated() {
                html += "<td\(cellClass(column))>\(Markup.escape(singleLine(cell)))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
