/// The site's stylesheet: readable on a 360 px phone by touch (44 px targets, nothing wider than
/// the screen), comfortable on a desktop, light or dark from the app's theme or the browser's.
enum Stylesheet {
    static let text = """
        :root{--bg:#f6f5f1;--fg:#1d1f1c;--muted:#5d625b;--line:#d9d7cf;--card:#fff;--accent:#2f6f4f;\
        --good:#23703f;--attention:#8a5a00;--problem:#b3261e;--quiet:#6b6f69;color-scheme:light dark}
        @media (prefers-color-scheme:dark){:root:not([data-theme=light]){--bg:#151715;--fg:#e7e8e3;--muted:#a2a79f;\
        --line:#333832;--card:#1e211e;--accent:#7cc49c;--good:#7cc49c;--attention:#e0b44f;--problem:#ff8a80;--quiet:#8d928a}}
        :root[data-theme=dark]{--bg:#151715;--fg:#e7e8e3;--muted:#a2a79f;--line:#333832;--card:#1e211e;\
        --accent:#7cc49c;--good:#7cc49c;--attention:#e0b44f;--problem:#ff8a80;--quiet:#8d928a}
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.45 system-ui,-apple-system,"Segoe UI",\
        Roboto,sans-serif;overflow-wrap:anywhere}
        a{color:var(--accent)}
        main{max-width:60rem;margin:0 auto;padding:0 1rem 3rem}
        h1{font-size:1.5rem;margin:1rem 0 .5rem}h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
        .top{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.5rem 1rem;background:var(--card);\
        border-bottom:1px solid var(--line)}
        .brand{font-weight:700;text-decoration:none;min-height:44px;display:flex;align-items:center}
        .pager a{min-height:44px}
        .search{flex:1 1 0;max-width:32rem;margin-left:auto;min-width:4.5rem}.search input{width:100%}
        input,select,button{font:inherit;min-height:44px;border-radius:8px;border:1px solid var(--line);\
        background:var(--card);color:var(--fg);padding:.4rem .7rem;max-width:100%}
        button{background:var(--accent);color:var(--bg);border-color:var(--accent);cursor:pointer}
        .account button{background:transparent;color:var(--accent)}
        .go,.account{display:flex;align-items:center;min-height:44px;padding:0 .3rem}\
        .account{display:block;line-height:44px;max-width:6.5rem;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
        .skip{position:absolute;left:.5rem;top:-5rem;z-index:30;padding:.6rem 1rem;min-height:44px;background:var(--card);\
        border:2px solid var(--accent);border-radius:8px}.skip:focus{top:.5rem}main:focus{outline:none}
        .crumbs ol{list-style:none;display:flex;flex-wrap:wrap;gap:.25rem;margin:0 auto;padding:.5rem 1rem;\
        max-width:60rem;font-size:.9rem}
        .crumbs li{display:flex;align-items:center;min-height:44px}
        .crumbs li+li::before{content:"›";margin-right:.25rem;color:var(--muted)}
        .crumbs a{display:flex;align-items:center;min-height:44px}
        .toasts{position:fixed;right:.75rem;bottom:.75rem;left:.75rem;display:flex;flex-direction:column;\
        align-items:flex-end;gap:.5rem;pointer-events:none;z-index:20}\
        .toast{pointer-events:auto;max-width:26rem;width:100%;padding:.6rem .9rem;border-radius:8px;background:var(--card);\
        color:inherit;text-decoration:none;box-shadow:0 2px 10px rgba(0,0,0,.25);border-left:4px solid var(--accent)}\
        .toast strong{display:block;font-size:.85rem}.toast span{display:block;overflow-wrap:anywhere}\
        .toast.urgent{border-left-color:var(--problem,#b33)}\
        .notice,.banner{max-width:58rem;margin:.5rem auto;padding:.6rem 1rem;border-radius:8px;background:var(--card);\
        border:1px solid var(--line)}
        .muted{color:var(--muted)}
        .tone-good{color:var(--good)}.tone-attention{color:var(--attention)}.tone-problem{color:var(--problem)}\
        .tone-quiet{color:var(--quiet)}
        .status{font-weight:600}
        ul.rows,ul.items,ul.lines,ul.tiles,ul.counts{list-style:none;margin:0;padding:0}
        .rows li,.items li{border-bottom:1px solid var(--line);padding:.35rem 0}
        .rows a{display:flex;gap:.4rem;align-items:center;min-height:44px;text-decoration:none;font-weight:600}
        .rows a .muted{font-weight:400}
        .items a{display:inline-flex;align-items:center;min-height:44px}
        .lines li{padding:.2rem 0}.lines a{display:flex;align-items:center;min-height:44px;color:inherit;text-decoration:none}\
        .lines a::after{content:"›";margin-left:auto;padding-left:.75rem;color:var(--muted)}
        .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(9.5rem,1fr));gap:.5rem}
        .tile{display:flex;flex-direction:column;justify-content:center;min-height:56px;padding:.5rem .8rem;\
        background:var(--card);border:1px solid var(--line);border-radius:10px;text-decoration:none;color:var(--fg)}
        .tile .muted{font-size:.85rem}
        .counts{display:flex;flex-wrap:wrap;gap:1rem;margin:.5rem 0 1rem}
        .tag{font-size:.8rem;color:var(--muted);border:1px solid var(--line);border-radius:6px;padding:0 .3rem}
        progress{display:block;width:100%;height:.5rem;accent-color:var(--accent)}\
        .facts-line{display:block;font-size:.85rem;color:var(--muted)}
        .when{color:var(--muted);font-variant-numeric:tabular-nums}
        .filters{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}.filters input{flex:1 1 10rem}
        .pager{display:flex;justify-content:space-between;align-items:center;gap:1rem;margin:1rem 0}
        .pager a{min-height:44px;display:flex;align-items:center}
        .actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0;align-items:flex-end}
        form.inline{display:inline}
        form.line-form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:.5rem 0}
        form.line-form label{display:flex;flex-direction:column;gap:.2rem;flex:1 1 12rem;min-width:0}
        form.line-form label span{font-size:.85rem;color:var(--muted)}
        input[type=file]{width:100%;min-width:0}
        .bulk-bar{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.5rem 0}
        .rows li:has(.mark){display:flex;flex-wrap:wrap;align-items:center;column-gap:.4rem}\
        .rows li:has(.mark)>a{flex:1 1 calc(100% - 44px - .4rem);min-width:0}.rows li:has(.mark)>a~span{margin-left:calc(44px + .4rem)}.rows li:has(.mark)>a~span~span{margin-left:0}
        .row-body{flex:1 1 0;min-width:0}.row-body a{display:inline-flex}
        label.mark{display:flex;align-items:center;justify-content:center;min-width:44px;min-height:44px}
        label.mark input{width:1.3rem;height:1.3rem;min-height:auto}
        .hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
        .confirm label:not(.choice){display:flex;flex-direction:column;gap:.3rem}
        form.edit{display:flex;flex-direction:column;gap:1rem;max-width:32rem}
        form.edit label:not(.choice){display:flex;flex-direction:column;gap:.3rem}
        fieldset{border:1px solid var(--line);border-radius:8px}
        .confirm{max-width:32rem;padding-top:2rem}.confirm form{display:flex;flex-direction:column;gap:1rem}
        .choice{display:flex;align-items:center;gap:.6rem;min-height:44px}.choice input{min-height:auto;width:1.4rem;height:1.4rem}
        a.button{display:inline-flex;align-items:center;min-height:44px;padding:.4rem .7rem;border-radius:8px;\
        border:1px solid var(--accent);text-decoration:none}
        button.danger{background:var(--problem);border-color:var(--problem)}
        .cancel{display:flex;align-items:center;min-height:44px;padding:0 1rem}
        dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}dt{color:var(--muted)}dd{margin:0}
        code{font-size:.9em;background:var(--card);padding:.1rem .3rem;border-radius:4px}
        .signin{max-width:24rem;padding-top:3rem}.signin form{display:flex;flex-direction:column;gap:1rem}
        .signin label{display:flex;flex-direction:column;gap:.3rem}
        .help{position:fixed;inset:auto 1rem 1rem;max-width:28rem;margin:auto;background:var(--card);\
        border:1px solid var(--line);border-radius:10px;padding:1rem}
        .scroll{overflow-x:auto}table.admin{border-collapse:collapse;width:100%;font-size:.95em}
        table.admin th,table.admin td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid var(--line);\
        vertical-align:top}table.admin th{color:var(--muted);font-weight:600}
        table.admin tr.notes td{border-bottom:1px solid var(--line);padding-bottom:.5rem}
        button.current{outline:2px solid var(--accent)}
        img.poster{float:right;width:240px;max-width:34vw;height:auto;aspect-ratio:2/3;object-fit:cover;\
        margin:0 0 1rem 1rem;border-radius:8px;background:var(--card)}img.poster.cover{aspect-ratio:1}
        img.thumb{width:32px;height:48px;object-fit:cover;border-radius:3px;vertical-align:middle;\
        margin-right:.6rem;background:var(--card)}
        ul.grid{list-style:none;padding:0;display:grid;gap:1rem .8rem;\
        grid-template-columns:repeat(auto-fill,minmax(min(28vw,150px),1fr))}
        ul.grid li.poster-tile{display:flex;flex-direction:column;gap:.3rem}ul.grid li.poster-tile a{text-decoration:none}
        ul.grid img,.tile-blank{display:block;width:100%;height:auto;aspect-ratio:2/3;object-fit:cover;\
        border-radius:6px;background:var(--card)}ul.grid .title{display:block;overflow-wrap:anywhere;margin-top:.3rem}\
        ul.grid .status{font-size:.8rem;overflow-wrap:normal;word-break:keep-all}
        @media (max-width:40rem){table.admin thead{display:none}table.admin tr{display:block;padding:.4rem 0;\
        border-bottom:1px solid var(--line)}table.admin td{display:inline-block;border:none;padding:.1rem .8rem .1rem 0}\
        table.admin td:first-child{display:block;font-weight:600;overflow-wrap:anywhere}\
        table.admin td:not(:first-child)::before{content:attr(data-label) " ";color:var(--muted)}\
        table.admin tr.notes td{display:block}table.admin tr.notes td::before{content:none}}
        @media (max-width:30rem){dl.facts{grid-template-columns:1fr}dd{margin-bottom:.4rem}}
        """
}
