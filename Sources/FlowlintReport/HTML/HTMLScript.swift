/// The page's only script, inline: the filter by rule, severity and text, and pages of
/// `data-page` groups. Without it the whole list shows and the controls stay hidden.
/// A fragment drives it too, for links and for tests: `#filter?rule=ID&severity=error&q=TEXT&page=N`,
/// and `#shot=chart-rules` shows one chart alone (for screenshots).
enum HTMLScript {
    static let source = #"""
    (function(){"use strict";
    var $=function(id){return document.getElementById(id)};
    var m=/^#shot=([a-z-]+)$/.exec(location.hash);
    if(m&&$(m[1])){document.body.className="shot";$(m[1]).className="shown";return}
    var list=$("list");if(!list)return;
    var groups=[].slice.call(list.children),items=groups.map(function(g){return [].slice.call(g.lastElementChild.children)});
    var size=+list.getAttribute("data-page")||100,rule=$("f-rule"),sev=$("f-sev"),q=$("f-q"),shown=$("shown");
    var pager=$("pager"),label=$("page"),prev=$("prev"),next=$("next"),visible=groups,current=groups,page=0,timer=0;
    function ruleOf(li){var a=li.getElementsByTagName("a")[0],h=a.getAttribute("href");return h?h.slice(6):a.textContent}
    function apply(){
      var r=rule.value,s=sev.value,t=q.value.trim().toLowerCase(),n=0;visible=[];
      groups.forEach(function(g,i){
        var head=t===""||g.firstElementChild.textContent.toLowerCase().indexOf(t)>=0,any=false;
        items[i].forEach(function(li){
          var ok=(r===""||ruleOf(li)===r)&&(s===""||(li.className||"e")===s)&&(head||li.textContent.toLowerCase().indexOf(t)>=0);
          if(li.hidden===ok)li.hidden=!ok;if(ok){any=true;n++}
        });
        if(any)visible.push(g)
      });
      shown.textContent=String(n);shown.setAttribute("data-count",String(n));page=0;show()
    }
    function show(){
      var pages=Math.max(1,Math.ceil(visible.length/size));page=Math.min(Math.max(page,0),pages-1);
      current.forEach(function(g){g.hidden=true});current=visible.slice(page*size,(page+1)*size);
      current.forEach(function(g){g.hidden=false});
      label.textContent=(page+1)+" / "+pages;pager.hidden=pages<2;$("print").hidden=pages<2;
      prev.disabled=page===0;next.disabled=page===pages-1
    }
    function fromHash(){
      if(location.hash.indexOf("#filter?")!==0)return;
      var p=new URLSearchParams(location.hash.slice(8)),s=p.get("severity")||"";
      rule.value=p.get("rule")||"";sev.value=s.charAt(0);q.value=p.get("q")||"";apply();
      if(p.get("page")){page=+p.get("page")-1;show()}
      $("findings").scrollIntoView()
    }
    function turn(by){page+=by;show();$("findings").scrollIntoView()}
    $("filters").hidden=false;$("filters").onsubmit=function(e){e.preventDefault()};
    rule.onchange=sev.onchange=apply;
    q.oninput=function(){clearTimeout(timer);timer=setTimeout(apply,250)};
    prev.onclick=function(){turn(-1)};next.onclick=function(){turn(1)};
    window.addEventListener("hashchange",fromHash);
    shown.textContent=String(items.reduce(function(n,l){return n+l.length},0));shown.setAttribute("data-count",shown.textContent);
    show();fromHash()
    })();
    """#
}
