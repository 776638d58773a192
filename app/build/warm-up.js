// Issue 43: what the browser does slowly the first time, done piece by piece while the main thread is idle, before
// the app needs it. A page's first number or date costs ICU's data, over 100 ms of one task on a phone-class CPU
// (4× throttling) when the first formatter loads it all at once; asked for piece by piece (the locale data, the
// number data, plural rules, dates, then a currency formatter), each piece is a short task of its own. The first
// read of local storage loads the origin's whole storage (about 20 ms there), inside the app's start otherwise.
// scripts/prerender.mjs copies this file into the build's assets under its hash and loads it (async) on every page.
// Plain ES2019: no module, no build step.
(function warmUp() {
  if (typeof Intl !== 'object') return;
  var language = document.documentElement.lang || 'en';
  // D8: numbers are en-US in English; dates follow the browser's locale there.
  var numbers = language === 'en' ? 'en-US' : language;
  var dates = language === 'en' ? undefined : language;
  var steps = [
    function () {
      return window.localStorage.length;
    },
    function () {
      new Intl.Locale(numbers).maximize();
    },
    function () {
      Intl.NumberFormat.supportedLocalesOf([numbers]);
    },
    function () {
      new Intl.PluralRules(numbers).select(1);
    },
    function () {
      new Intl.DateTimeFormat(dates, { dateStyle: 'medium' }).format(0);
    },
    function () {
      new Intl.NumberFormat(numbers, { style: 'currency', currency: 'USD' }).format(0);
    },
  ];
  // Each piece a task of its own, starting after the first paint (a frame, then a task): the page paints first, and
  // the pieces are done long before the app's first figures (its code is still loading then). Idle callbacks came
  // too late on a busy page.
  function next() {
    var step = steps.shift();
    try {
      if (step) step();
    } catch {
      // A browser without one of these (or storage refused) does that piece when the app first needs it.
    }
    if (steps.length > 0) setTimeout(next);
  }
  requestAnimationFrame(function () {
    setTimeout(next);
  });
})();
