import { describe, expect, it } from 'vitest';
import { htmlOnViewerServer } from './htmlOnViewerServer';

const SERVER = 'https://maps.example.com';

describe('template HTML on another site\'s page', () => {
  it('loads images at server addresses from the map server', () => {
    expect(htmlOnViewerServer('<img src="/uploads/shop-1a2b3c4d.jpg" alt="Shop">', SERVER)).toBe('<img src="https://maps.example.com/uploads/shop-1a2b3c4d.jpg" alt="Shop">');
    expect(htmlOnViewerServer("<img alt='' src='/uploads/a.png'>", SERVER)).toBe("<img alt='' src='https://maps.example.com/uploads/a.png'>");
    expect(htmlOnViewerServer('<img src=/uploads/a.png>', SERVER)).toBe('<img src=https://maps.example.com/uploads/a.png>');
    expect(htmlOnViewerServer('<video poster="/uploads/p.jpg"></video>', SERVER)).toBe('<video poster="https://maps.example.com/uploads/p.jpg"></video>');
  });

  it('rewrites every server candidate of a srcset and url() in a style attribute', () => {
    expect(htmlOnViewerServer('<img srcset="/uploads/a-300x200.jpg 300w, https://cdn.example.org/b.jpg 600w, /uploads/a.jpg 900w">', SERVER))
      .toBe('<img srcset="https://maps.example.com/uploads/a-300x200.jpg 300w, https://cdn.example.org/b.jpg 600w, https://maps.example.com/uploads/a.jpg 900w">');
    expect(htmlOnViewerServer('<div style="background-image: url(/uploads/bg.png)"></div>', SERVER)).toBe('<div style="background-image: url(https://maps.example.com/uploads/bg.png)"></div>');
  });

  it('links to the server\'s files and pages on the server, and leaves other links, full addresses and text alone', () => {
    expect(htmlOnViewerServer('<a href="/uploads/menu.pdf">Menu</a>', SERVER)).toBe('<a href="https://maps.example.com/uploads/menu.pdf">Menu</a>');
    expect(htmlOnViewerServer('<a href="/contact/">Contact</a>', SERVER)).toBe('<a href="/contact/">Contact</a>');
    for (const html of ['<img src="https://cdn.example.org/a.png">', '<img src="//cdn.example.org/a.png">', '<img src="images/a.png">', '<p>src="/uploads/a.png"</p>', '<p>Open 9/5</p>']) {
      expect(htmlOnViewerServer(html, SERVER)).toBe(html);
    }
  });

  it('changes nothing on the server\'s own pages', () => {
    expect(htmlOnViewerServer('<img src="/uploads/a.png">', null)).toBe('<img src="/uploads/a.png">');
  });
});
