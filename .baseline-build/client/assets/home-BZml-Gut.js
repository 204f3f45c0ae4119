import{D as e,_ as t,b as n,ct as r,r as i}from"./shell-C-Psvwbf.js";var a={hero:{title:`unblessed`,tagline:`Terminal user interfaces in TypeScript: boxes, lists, forms and logs that redraw only what changed.`},intro:`unblessed is a widget library for full-screen terminal programs, rewritten in TypeScript from the classic blessed library. You build a tree of widgets, position and style them, bind keys and mouse events, and render. The core talks to its host only through a small runtime object, so the same widgets run under Node.js 22 and can be hosted in a browser terminal with an adapter you supply.`,highlights:[{title:`Typed from the start`,body:`Every package ships its own declarations. Widget options such as BoxOptions and ListOptions are checked by the compiler, so a typo is an error, not a blank screen.`},{title:`More than thirty widgets`,body:`Boxes, lists, tables, forms, text inputs, buttons, progress bars, logs, dialogs, file pickers and images, all built on one Element class you can extend.`},{title:`Efficient rendering`,body:`A double cell buffer means each render writes only the cells that changed. Batching, throttled renders and scroll-region optimisations keep busy screens smooth.`},{title:`Pluggable runtime`,body:`The core never imports Node.js. It asks a Runtime object for files, streams and timers, and guards such as hasImageSupport tell you what a host provides.`},{title:`A path from blessed`,body:`The @unblessed/blessed package keeps blessed's factory functions, so existing programs can switch imports first and adopt the class API later.`}],sample:{title:`hello.ts`,lang:`ts`,code:`import { Box, NodeRuntime, Screen, setRuntime } from "@unblessed/node";

setRuntime(new NodeRuntime());

const screen = new Screen({ smartCSR: true, title: "hello" });

new Box({
  parent: screen,
  top: "center",
  left: "center",
  width: 36,
  height: 5,
  tags: true,
  border: { type: "line" },
  content: "{bold}Hello from unblessed{/bold}\\nPress q to quit",
});

screen.key(["q", "C-c"], () => {
  screen.destroy();
  process.exit(0);
});

screen.render();`},calls:[{label:`Read the introduction`,to:`/docs/getting-started/introduction`},{label:`Install 1.0.0-alpha.23`,to:`/docs/getting-started/installation`}]},o=e();function s(){return i({title:n.title,description:a.hero.tagline,path:`/`})}var c=r(function({loaderData:e}){return(0,o.jsxs)(`div`,{className:`mx-auto max-w-6xl px-4`,children:[(0,o.jsxs)(`section`,{className:`grid items-center gap-10 py-16 lg:grid-cols-2 lg:py-24`,children:[(0,o.jsxs)(`div`,{children:[(0,o.jsx)(`p`,{className:`mb-3 font-mono text-sm text-accent`,children:`@unblessed · 1.0.0-alpha.23`}),(0,o.jsx)(`h1`,{className:`mb-5 text-4xl font-bold tracking-tight text-ink sm:text-5xl`,children:a.hero.title}),(0,o.jsx)(`p`,{className:`mb-4 text-lg text-muted`,children:a.hero.tagline}),(0,o.jsx)(`p`,{className:`mb-8 text-muted`,children:a.intro}),(0,o.jsx)(`div`,{className:`flex flex-wrap gap-3`,children:a.calls.map((e,n)=>(0,o.jsx)(t,{to:e.to,className:n===0?`button-primary`:`button-secondary`,children:e.label},e.to))})]}),(0,o.jsxs)(`figure`,{className:`code-block overflow-hidden rounded-lg border border-line bg-surface`,children:[(0,o.jsx)(`figcaption`,{className:`border-b border-line px-4 py-2 font-mono text-xs text-muted`,children:a.sample.title}),(0,o.jsx)(`div`,{dangerouslySetInnerHTML:{__html:e.sampleHtml}})]})]}),(0,o.jsxs)(`section`,{"aria-labelledby":`highlights-heading`,className:`pb-20`,children:[(0,o.jsx)(`h2`,{id:`highlights-heading`,className:`mb-6 text-2xl font-semibold text-ink`,children:`Why unblessed`}),(0,o.jsx)(`ul`,{className:`grid gap-4 sm:grid-cols-2 lg:grid-cols-3`,children:a.highlights.map(e=>(0,o.jsxs)(`li`,{className:`rounded-lg border border-line bg-surface p-5`,children:[(0,o.jsx)(`h3`,{className:`mb-2 font-semibold text-ink`,children:e.title}),(0,o.jsx)(`p`,{className:`text-sm text-muted`,children:e.body})]},e.title))})]})]})});export{c as default,s as meta};