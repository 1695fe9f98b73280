/* Shared by the layout checks of the e2e tests; runs inside the page via page.evaluate. */

/**
 * Runs in the page. Finds: horizontal page overflow; visible text or controls that stick out of
 * the viewport (outside any container that clips or scrolls them); text cut off by its own box;
 * controls in the header and toolbars that overlap each other.
 */
export function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  const width = root.clientWidth;
  if (root.scrollWidth > width + 1) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${width}`);

  const label = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    const cls = typeof el.className === 'string' ? el.className.split(' ')[0]?.replace(/_[\w-]+$/, '') : '';
    return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
  };
  const visible = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return null;
    let rect = el.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1) return null;
    // Intersect with every ancestor that clips (overflow other than visible), except the page itself.
    let left = rect.left;
    let right = rect.right;
    for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.overflowX !== 'visible' || s.clipPath !== 'none') {
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (s.position === 'fixed') break;
    }
    if (right - left <= 1) return null;
    rect = new DOMRect(left, rect.top, right - left, rect.height);
    return rect;
  };

  const interactive =
    'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex="0"]';
  const candidates = new Set<Element>(document.querySelectorAll(interactive));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim() && node.parentElement) candidates.add(node.parentElement);
  }
  for (const el of candidates) {
    const rect = visible(el);
    if (!rect) continue;
    if (rect.left < -1 || rect.right > width + 1) {
      problems.push(`outside the viewport: ${label(el)} at ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    if (clips && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 2 && el.children.length === 0) {
      problems.push(`text cut off: ${label(el)} (${el.scrollWidth} > ${el.clientWidth})`);
    }
  }

  // In the main content: no control overlaps another control or a text.
  const texts = [...candidates].filter((el) => el.closest('main') && ![...el.children].some((c) => candidates.has(c)));
  const boxes = texts
    .map((el) => ({ el, rect: visible(el) }))
    .filter((c): c is { el: Element; rect: DOMRect } => c.rect !== null);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (!a.el.matches(interactive) && !b.el.matches(interactive)) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      // Picture links carry badges and quick actions on purpose.
      if (a.el.querySelector('img') || b.el.querySelector('img')) continue;
      const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (x > 2 && y > 2) problems.push(`overlap in main: ${label(a.el)} and ${label(b.el)}`);
    }
  }

  // The header, toolbars, and the bar holding a group of toggle buttons (the list's grid/list view).
  const toggles = [...document.querySelectorAll('main [role=group]')].filter((g) =>
    g.querySelector('button[aria-pressed]'),
  );
  const bars = [
    ...document.querySelectorAll('header, [role=toolbar]'),
    ...toggles.flatMap((g) => (g.parentElement ? [g.parentElement] : [])),
  ];
  for (const bar of bars) {
    const controls = [...bar.querySelectorAll(interactive)]
      .map((el) => ({ el, rect: visible(el) }))
      .filter((c): c is { el: Element; rect: DOMRect } => c.rect !== null);
    for (let i = 0; i < controls.length; i++) {
      for (let j = i + 1; j < controls.length; j++) {
        const a = controls[i]!;
        const b = controls[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const x = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const y = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (x > 1 && y > 1) problems.push(`overlap in ${bar.tagName.toLowerCase()}: ${label(a.el)} and ${label(b.el)}`);
      }
    }
  }
  return [...new Set(problems)];
}

/**
 * Runs in the page. Finds words in the main content that wrap onto a second line inside the word
 * (not after a hyphen or slash), e.g. "அப்சார்பர்க|ள்", although the word is no wider than the tile
 * (list item or article) that holds it: only a word longer than its whole tile may break.
 */
export function wordsBrokenInside(): string[] {
  const problems: string[] = [];
  const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const main = document.querySelector('main');
  if (!main) return ['no main'];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent?.checkVisibility()) continue;
    for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
      // Each letter's line: a letter below the one before it starts a new line.
      let before = '';
      let lastTop: number | null = null;
      for (const letter of graphemes.segment(word[0])) {
        const range = document.createRange();
        range.setStart(node, word.index + letter.index);
        range.setEnd(node, word.index + letter.index + letter.segment.length);
        const box = range.getBoundingClientRect();
        if (box.height === 0) continue;
        if (lastTop !== null && box.top > lastTop + box.height / 2 && !/[-‐/\u00ad\u200b]$/.test(before)) {
          const tile = parent.closest('li, article') ?? main;
          const style = getComputedStyle(tile);
          const room = tile.clientWidth - parseFloat(style.paddingInlineStart) - parseFloat(style.paddingInlineEnd);
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;white-space:nowrap';
          probe.style.font = getComputedStyle(parent).font;
          probe.textContent = word[0];
          document.body.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          if (width <= room) {
            problems.push(
              `"${before}|${word[0].slice(before.length)}" (${Math.round(width)} px) in a ${Math.round(room)} px tile`,
            );
          }
          break;
        }
        lastTop = box.top;
        before += letter.segment;
      }
    }
  }
  return [...new Set(problems)];
}
