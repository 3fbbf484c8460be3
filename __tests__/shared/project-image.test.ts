import { PROJECT_PLACEHOLDER, projectImageUrl } from '../../src/shared/project-image';
import { isImageUrl } from '../../src/shared/schemas/image-url';

describe('projectImageUrl', () => {
  test.each([
    // Issue 14: the API answers this server's own files as relative paths; they are real images.
    ['/uploads/images/0123456789abcdef01234567.png', '/uploads/images/0123456789abcdef01234567.png'],
    ['/images/480/images/a.png', '/images/480/images/a.png'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://localhost:3000/uploads/a.jpg', 'http://localhost:3000/uploads/a.jpg'],
  ])('%s is shown as it is', (url, shown) => {
    expect(projectImageUrl(url)).toBe(shown);
  });

  test.each([
    [''],
    [null],
    [undefined],
    ['garbage'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,AAAA'],
    ['/uploads/../.app-secret'],
    ['//evil.example/a.png'],
    ['/api/x.png'],
    ['httpfoo'],
  ])('%p shows the placeholder', (url) => {
    expect(projectImageUrl(url)).toBe(PROJECT_PLACEHOLDER);
  });
});

describe('isImageUrl accepts what the upload route answers', () => {
  test.each([
    ['/uploads/images/a.png', true],
    ['/images/480/images/a.png', true],
    ['/uploads/../x', false],
    ['/api/file/private/x.png', false],
    ['//evil.example/x.png', false],
  ])('%s → %s', (url, ok) => {
    expect(isImageUrl(url)).toBe(ok);
  });
});
