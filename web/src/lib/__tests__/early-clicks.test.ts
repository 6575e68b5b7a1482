import { readFileSync } from 'node:fs';
import path from 'node:path';
import { replayEarlyClicks } from '../early-clicks';

/**
 * index.html's inline script holds presses made before the app is live; replayEarlyClicks sends
 * them once it is. The script is run here as the browser runs it, from the page itself.
 */
const indexHtml = readFileSync(path.join(__dirname, '../../../index.html'), 'utf8');
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1];

const presses: string[] = [];
function control(html: string, name: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  element.addEventListener('click', () => presses.push(name));
  document.body.append(element);
  return element;
}

describe('presses before the app is live', () => {
  let add: HTMLElement;
  let plan: HTMLElement;
  let removed: HTMLElement;

  beforeAll(() => {
    add = control('<button type="button"><span>Add to Cart</span></button>', 'add');
    plan = control('<div role="button">Select Plan</div>', 'plan');
    removed = control('<button type="button">Gone</button>', 'removed');
    // Run as a classic script in the page, before the app.
    window.eval(inlineScript);
  });

  it('holds a press on a control (or inside one), once per control, and leaves links alone', () => {
    (add.firstElementChild as HTMLElement).click();
    plan.click();
    add.click();
    removed.click();
    expect(presses).toEqual([]);

    const link = document.createElement('a');
    link.href = '#shop';
    document.body.append(link);
    let linkPrevented: boolean | undefined;
    link.addEventListener('click', (event) => {
      linkPrevented = event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(linkPrevented).toBe(false);
  });

  it('sends the held presses once the app is live, in order, skipping controls no longer on the page', () => {
    removed.remove();
    replayEarlyClicks();
    expect(presses).toEqual(['add', 'plan']);
    expect(window.__takeEarlyClicks).toBeUndefined();
  });

  it('lets presses through from then on', () => {
    add.click();
    expect(presses).toEqual(['add', 'plan', 'add']);
    replayEarlyClicks();
    expect(presses).toEqual(['add', 'plan', 'add']);
  });
});
