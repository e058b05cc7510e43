/// The CSS inlined in `index.html`: a light, readable screen layout and a print stylesheet (white page,
/// no charts or table rows split across pages, headings kept with what follows). Contains no `<` or `&`,
/// so the page stays well-formed XML.
enum ReportStylesheet {
    static let css = """
        :root { color-scheme: light; }
        html { background: #ffffff; }
        body {
          margin: 0 auto; padding: 24px 20px 48px; max-width: 820px;
          font-family: 'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif;
          font-size: 15px; line-height: 1.5; color: #1a1a1a; background: #ffffff;
        }
        h1 { font-size: 26px; margin: 0 0 16px; }
        h2 { font-size: 20px; margin: 32px 0 8px; border-bottom: 1px solid #cccccc; padding-bottom: 4px; }
        h3 { font-size: 17px; margin: 24px 0 8px; }
        figure { margin: 20px 0 28px; }
        figure svg { display: block; max-width: 100%; height: auto; }
        figcaption { font-size: 13px; color: #4d4d4d; margin-top: 6px; }
        table { border-collapse: collapse; margin: 8px 0 24px; font-size: 14px; }
        caption { caption-side: top; text-align: left; font-size: 13px; color: #4d4d4d; padding-bottom: 6px; }
        th, td { padding: 4px 10px; border-bottom: 1px solid #dddddd; text-align: left; vertical-align: top; }
        th { border-bottom: 2px solid #1a1a1a; font-weight: bold; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
        @page { margin: 16mm 14mm; }
        @media print {
          html, body { background: #ffffff; color: #000000; }
          body { max-width: none; padding: 0; font-size: 10.5pt; }
          h1, h2, h3 { break-after: avoid; page-break-after: avoid; }
          figure { break-inside: avoid; page-break-inside: avoid; margin: 12pt 0; }
          figure svg { width: 100%; }
          table { break-inside: auto; }
          tr, caption { break-inside: avoid; page-break-inside: avoid; }
          thead { display: table-header-group; }
        }
        """
}
