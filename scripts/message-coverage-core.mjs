// The message-coverage gate's pure part: which spec texts of @tp/messages each recorded story
// shows, and the Markdown table of it. scripts/message-coverage.mjs reads the files and writes it.

/** Whitespace of any kind (line breaks between blocks, no-break spaces) as one space. */
export function normalize(text) {
  return text.replace(/\s+/gu, ' ').trim();
}

const wordChar = /[\p{L}\p{N}]/u;

/**
 * Every message of the exported objects of `@tp/messages`: strings are static texts (one entry
 * per distinct text, with every key that defines it), functions are dynamic texts matched by
 * their fixed parts. Nested objects are walked; anything else is ignored.
 */
export function collectMessages(moduleExports) {
  const staticByText = new Map();
  const dynamic = [];
  const walk = (value, key) => {
    if (typeof value === 'string') {
      const text = normalize(value);
      if (text === '') return;
      const entry = staticByText.get(text) ?? { text, keys: [] };
      entry.keys.push(key);
      staticByText.set(text, entry);
    } else if (typeof value === 'function') {
      dynamic.push(dynamicMessage(value, key));
    } else if (value && typeof value === 'object') {
      for (const [child, childValue] of Object.entries(value)) walk(childValue, `${key}.${child}`);
    }
  };
  for (const [name, value] of Object.entries(moduleExports)) walk(value, name);
  return { static: [...staticByText.values()], dynamic };
}

/** The parameter names of a function's source, e.g. `(amount, referenceId) => …`. */
function parameterNames(fn) {
  const match = /^(?:async\s+)?(?:function\b[^(]*)?\(?([^)=]*)\)?\s*(?:=>|\{)/u.exec(fn.toString());
  const names = (match?.[1] ?? '')
    .split(',')
    .map((name) => name.trim().replace(/[=:].*$/u, ''))
    .filter(Boolean);
  return names.length === fn.length ? names : Array.from({ length: fn.length }, (_, i) => `${i}`);
}

/** A text with parameters: its fixed parts (the text with sentinel arguments, split at them). */
function dynamicMessage(fn, key) {
  const names = parameterNames(fn);
  // Private-use characters stand for the arguments: no message contains them.
  const sentinels = names.map((_, i) => `\uE000${i}\uE001`);
  const sample = String(fn(...sentinels));
  const parts = normalize(sample).split(/\uE000\d+\uE001/u);
  const template = sample.replace(/\uE000(\d+)\uE001/gu, (_, index) => `{${names[Number(index)]}}`);
  const escaped = parts.map((part) => part.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'));
  // A parameter is one to 80 characters, the shortest that fits (an amount, a reference id);
  // one at either end runs to a word boundary rather than stopping after its first character.
  const pattern =
    (parts[0] === '' ? '(?<![\\p{L}\\p{N}])' : '') +
    escaped.join('.{1,80}?') +
    (parts.at(-1) === '' ? '(?![\\p{L}\\p{N}])' : '');
  return { text: normalize(template), keys: [key], pattern };
}

/** Neither side of a match runs on into a word (`Never` is not in `Nevertheless`). */
function atBoundaries(haystack, start, end) {
  const before = haystack[start - 1];
  const after = haystack[end];
  const first = haystack[start];
  const last = haystack[end - 1];
  const joinsBefore = before !== undefined && wordChar.test(before) && wordChar.test(first);
  const joinsAfter = after !== undefined && wordChar.test(after) && wordChar.test(last);
  return !joinsBefore && !joinsAfter;
}

/**
 * The messages (their `text`) that occur in `haystack`. An occurrence that lies inside a longer
 * message's occurrence does not count: `Invalid password` inside `Invalid password. Please try
 * again.` is the longer text shown, not the shorter one.
 */
export function messagesIn(haystack, messages) {
  const occurrences = [];
  for (const message of messages.static) {
    let from = 0;
    for (;;) {
      const start = haystack.indexOf(message.text, from);
      if (start < 0) break;
      const end = start + message.text.length;
      if (atBoundaries(haystack, start, end)) occurrences.push({ text: message.text, start, end });
      from = start + 1;
    }
  }
  for (const message of messages.dynamic) {
    for (const match of haystack.matchAll(new RegExp(message.pattern, 'gu'))) {
      const start = match.index;
      const end = start + match[0].length;
      if (atBoundaries(haystack, start, end)) occurrences.push({ text: message.text, start, end });
    }
  }
  const inside = (inner, outer) =>
    outer !== inner &&
    outer.start <= inner.start &&
    inner.end <= outer.end &&
    outer.end - outer.start > inner.end - inner.start;
  return new Set(
    occurrences
      .filter((occurrence) => !occurrences.some((other) => inside(occurrence, other)))
      .map((occurrence) => occurrence.text),
  );
}

/**
 * What one story record shows: `shown` from its rendered text and its text fields, `named` only
 * from accessible names (aria-label, title, alt), which the gate does not count as shown.
 */
export function storyShows(record, messages) {
  const shown = new Set();
  for (const source of [record.text ?? '', ...(record.fields ?? [])]) {
    for (const text of messagesIn(normalize(source), messages)) shown.add(text);
  }
  const named = new Set();
  for (const source of record.names ?? []) {
    for (const text of messagesIn(normalize(source), messages))
      if (!shown.has(text)) named.add(text);
  }
  return { shown, named };
}

/** For each message text, the stories that show it (sorted ids), and those that only name it. */
export function coverage(records, messages) {
  const all = [...messages.static, ...messages.dynamic];
  const shownBy = new Map(all.map((message) => [message.text, []]));
  const namedBy = new Map(all.map((message) => [message.text, []]));
  for (const record of [...records].sort((a, b) => a.id.localeCompare(b.id))) {
    const { shown, named } = storyShows(record, messages);
    for (const text of shown) shownBy.get(text).push(record.id);
    for (const text of named) namedBy.get(text).push(record.id);
  }
  return { shownBy, namedBy };
}

/**
 * The gate's verdict. `missing`: texts no story shows and no reviewed exception covers.
 * `staleExceptions`: excepted texts a story does show (the exception must go).
 * `unknownExceptions`: excepted texts that are no message of @tp/messages.
 */
export function verdict(messages, { shownBy }, exceptions) {
  const excepted = new Map(exceptions.map((exception) => [normalize(exception.text), exception]));
  const all = [...messages.static, ...messages.dynamic];
  const known = new Set(all.map((message) => message.text));
  return {
    missing: all.filter(
      (message) => shownBy.get(message.text).length === 0 && !excepted.has(message.text),
    ),
    staleExceptions: all.filter(
      (message) => excepted.has(message.text) && shownBy.get(message.text).length > 0,
    ),
    unknownExceptions: [...excepted.keys()].filter((text) => !known.has(text)),
  };
}

const cell = (text) => text.replace(/\\/gu, '\\\\').replace(/\|/gu, '\\|').replace(/\n/gu, ' ');
const code = (text) => `\`${text}\``;

function storyLinks(ids, labels, storybookUrl, limit) {
  const links = ids
    .slice(0, limit)
    .map((id) => `[${cell(labels.get(id) ?? id)}](${storybookUrl}/?path=/story/${id})`);
  if (ids.length > limit) links.push(`and ${ids.length - limit} more`);
  return links.join('<br>');
}

/** `docs/message-coverage.md`: the summary, what fails the gate, both tables and the reviewed list. */
export function coverageMarkdown(
  messages,
  records,
  exceptions,
  { storybookUrl = 'http://localhost:6106', storiesPerText = 5 } = {},
) {
  const result = coverage(records, messages);
  const { missing, staleExceptions, unknownExceptions } = verdict(messages, result, exceptions);
  const excepted = new Map(exceptions.map((exception) => [normalize(exception.text), exception]));
  const labels = new Map(records.map((record) => [record.id, record.label ?? record.id]));
  const stories = (message) => {
    const shown = result.shownBy.get(message.text);
    const named = result.namedBy.get(message.text);
    if (shown.length > 0) return storyLinks(shown, labels, storybookUrl, storiesPerText);
    if (excepted.has(message.text)) return '— (reviewed exception, below)';
    const nameOnly = named.length
      ? ` (only as an accessible name in ${storyLinks(named, labels, storybookUrl, storiesPerText)})`
      : '';
    return `**none**${nameOnly}`;
  };
  const row = (message) =>
    `| ${cell(message.text)} | ${message.keys.map(code).join('<br>')} | ${stories(message)} |`;
  const shownCount = (list) => list.filter((m) => result.shownBy.get(m.text).length > 0).length;

  const lines = [
    '# Message coverage',
    '',
    '<!-- Generated by `node scripts/message-coverage.mjs` after the story tests; do not edit by hand. -->',
    '',
    'Which story shows each spec text of `@tp/messages` once its play function has finished. Written by',
    '`node scripts/message-coverage.mjs` from what the light story run (`pnpm exec vitest run --project',
    'storybook`) recorded in `test-results/story-texts/`; `pnpm test` runs both and fails when a text is',
    'shown by no story and is not on the reviewed list at the end. A text counts as shown when it is in',
    "the page's rendered text or in a visible text field; as a whole, not as part of a longer spec text.",
    `Story links open a local Storybook (\`pnpm storybook\`, ${storybookUrl}).`,
    '',
    `- Static texts: ${messages.static.length}, shown by a story: ${shownCount(messages.static)}.`,
    `- Texts with parameters (matched by their fixed parts): ${messages.dynamic.length}, shown by a story: ${shownCount(messages.dynamic)}.`,
    `- Reviewed texts no screen can show: ${exceptions.length}.`,
    `- Stories recorded: ${records.length}.`,
    '',
  ];
  if (missing.length || staleExceptions.length || unknownExceptions.length) {
    lines.push('## Failing the gate', '');
    for (const message of missing)
      lines.push(`- Shown by no story: ${code(message.text)} (${message.keys.join(', ')})`);
    for (const message of staleExceptions)
      lines.push(`- On the reviewed list but shown by a story: ${code(message.text)}`);
    for (const text of unknownExceptions)
      lines.push(`- On the reviewed list but not a text of @tp/messages: ${code(text)}`);
    lines.push('');
  }
  lines.push(
    '## Static texts',
    '',
    '| Text | Defined as | Stories that show it |',
    '| --- | --- | --- |',
    ...messages.static.map(row),
    '',
    '## Texts with parameters',
    '',
    '| Text | Defined as | Stories that show it |',
    '| --- | --- | --- |',
    ...messages.dynamic.map(row),
    '',
    '## Reviewed: texts no screen can show',
    '',
    'Kept in `scripts/messageCoverageExceptions.mjs`, each with its reason.',
    '',
    '| Text | Defined as | Reason |',
    '| --- | --- | --- |',
    ...exceptions.map((exception) => {
      const text = normalize(exception.text);
      const message = [...messages.static, ...messages.dynamic].find((m) => m.text === text);
      const keys = message ? message.keys.map(code).join('<br>') : '(not a message)';
      return `| ${cell(text)} | ${keys} | ${cell(exception.reason)} |`;
    }),
    '',
  );
  const shown = shownCount([...messages.static, ...messages.dynamic]);
  return { markdown: lines.join('\n'), shown, missing, staleExceptions, unknownExceptions };
}
