/// The page's stylesheet: light and dark from `prefers-color-scheme`, black on white in print,
/// and the words that repeat on every row, in the report's language.
enum HTMLStyle {
    static func css(_ words: HTMLWords) -> String {
        base + """
        h3.b::before{content:\(HTMLEscape.cssString(words.branch))}
        h3.c::before{content:\(HTMLEscape.cssString(words.commit))}
        h3.m::before{content:\(HTMLEscape.cssString(words.mergeRequest))}
        h3.f::before{content:\(HTMLEscape.cssString(words.file))}
        #list li::before{content:\(HTMLEscape.cssString(words.error))}
        #list li.w::before{content:\(HTMLEscape.cssString(words.warning))}
        li p::before{content:\(HTMLEscape.cssString(words.suggestion))}

        """ + print
    }

    private static let base = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1b1f24;--mut:#57606a;--line:#d0d7de;--card:#f6f8fa;\
    --err:#c62828;--warn:#c77700;--ok:#1a7f37;--link:#0b5cad;--trend:#1565c0}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--mut:#9aa4ae;--line:#30363d;--card:#161b22;\
    --err:#ff6b6b;--warn:#e3b341;--ok:#3fb950;--link:#58a6ff;--trend:#58a6ff}}
    *{box-sizing:border-box}
    [hidden]{display:none!important}
    body{margin:0 auto;max-width:1000px;padding:16px 20px 48px;background:var(--bg);color:var(--fg);\
    font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif}
    h1{font-size:1.6em;margin:.2em 0}
    h2{font-size:1.25em;margin:1.6em 0 .6em;border-bottom:1px solid var(--line);padding-bottom:.2em}
    a{color:var(--link)}
    code,pre,li i,li p,#list h3 b{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace}
    .meta{color:var(--mut);margin:0 0 12px}
    .counts{display:flex;flex-wrap:wrap;gap:10px;margin:0 0 10px}
    .counts div{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:6px 14px;min-width:110px}
    .counts dt{font-size:.8em;color:var(--mut)}
    .counts dd{margin:0;font-size:1.6em;font-weight:600}
    .counts .err dd{color:var(--err)}
    .counts .warn dd{color:var(--warn)}
    .notes{color:var(--mut)}
    figure{margin:0 0 28px;max-width:760px}
    figcaption{font-weight:600;margin-bottom:6px}
    svg{width:100%;height:auto;display:block}
    svg text{font:13px ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;fill:var(--fg)}
    svg a text{fill:var(--link)}
    svg a:hover text{text-decoration:underline}
    svg .n{fill:var(--mut)}
    svg .e{fill:var(--err)}
    svg .w{fill:var(--warn)}
    svg .grid{stroke:var(--line)}
    svg .axis{stroke:var(--mut)}
    svg .trend{fill:none;stroke:var(--trend);stroke-width:2.5;stroke-linejoin:round;stroke-linecap:round}
    svg .dot{fill:var(--trend)}
    svg .v{font-size:12px;font-weight:600;paint-order:stroke;stroke:var(--bg);stroke-width:3px}
    .cap{color:var(--mut);font-size:.85em;margin:6px 0 0}
    #filters{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin:0 0 12px;padding:8px 12px;\
    background:var(--card);border:1px solid var(--line);border-radius:8px;position:sticky;top:0;z-index:1}
    input,select,button{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);border-radius:6px;padding:3px 6px}
    button:disabled{opacity:.5}
    #list>div{margin:0 0 10px;content-visibility:auto;contain-intrinsic-size:auto 96px}
    #list h3{font-size:1em;font-weight:600;margin:0;padding:4px 8px;background:var(--card);border-left:3px solid var(--line);overflow-wrap:anywhere}
    #list h3::before{color:var(--mut);font-weight:400}
    #list ul{list-style:none;margin:0;padding:0 0 0 12px}
    #list li{padding:5px 0;border-bottom:1px solid var(--line);overflow-wrap:anywhere}
    #list li::before{display:inline-block;font-size:.75em;font-weight:600;padding:0 6px;border-radius:4px;margin-right:8px;color:#fff;background:var(--err)}
    #list li.w::before{background:var(--warn);color:#000}
    li i{font-style:normal;color:var(--mut);margin-right:8px}
    li a{display:block;font-size:.85em;color:var(--mut)}
    li a[href]{color:var(--link)}
    li a::after{display:inline-block;white-space:pre-wrap;color:var(--mut)}
    li p{margin:2px 0 0}
    li p::before{font-family:system-ui,sans-serif;color:var(--ok)}
    #pager{display:flex;gap:10px;align-items:center;margin:12px 0}
    .rule pre{white-space:pre-wrap;overflow-wrap:anywhere;background:var(--card);border:1px solid var(--line);border-radius:6px;padding:10px;font-size:.85em}
    .rule small{font-weight:400;color:var(--mut)}
    .rule:target{outline:2px solid var(--link);outline-offset:4px}
    .print{display:none}
    body.shot>*{display:none}
    body.shot>#charts{display:block}
    body.shot #charts>*{display:none}
    body.shot #charts>figure.shown{display:block;margin:0}

    """

    private static let print = """
    @media print{:root{--bg:#fff;--fg:#000;--mut:#333;--line:#999;--card:#fff;--err:#a00000;--warn:#7a4b00;--ok:#000;--link:#000;--trend:#000}
    body{max-width:none;padding:0;font-size:10pt}
    #filters,#pager{display:none!important}
    #list>div{content-visibility:visible;break-inside:avoid}
    figure,.rule{break-inside:avoid}
    h2,h3,figcaption{break-after:avoid}
    #list li::before,#list li.w::before{color:#000;background:none;border:1px solid #000}
    a{text-decoration:none}
    .print{display:block;color:var(--mut)}}

    """
}
