import { TaggedJson } from '../../src/server/http-cache';
import { ProjectListCache } from '../../src/server/services/project-list-cache';

const list = (body: string) => new TaggedJson(body);

describe('ProjectListCache', () => {
  test('builds once while fresh, holds one list, and builds again after invalidate', async () => {
    const cache = new ProjectListCache(60_000);
    const build = jest.fn(async () => list('a'));
    await cache.get(build);
    await cache.get(build);
    expect(build).toHaveBeenCalledTimes(1);
    expect(cache.size).toBe(1);
    cache.invalidate();
    expect(cache.size).toBe(0);
    await cache.get(build);
    expect(build).toHaveBeenCalledTimes(2);
  });

  test('a list older than maxAgeMs is built again (writes by other processes show)', async () => {
    const cache = new ProjectListCache(5);
    await cache.get(async () => list('old'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cache.get(async () => list('new'))).body).toBe('new');
  });

  test('a list read while a write landed is answered but not kept', async () => {
    const cache = new ProjectListCache(60_000);
    const answered = await cache.get(async () => {
      cache.invalidate(); // the write commits while this build is reading
      return list('before the write');
    });
    expect(answered.body).toBe('before the write');
    expect((await cache.get(async () => list('after the write'))).body).toBe('after the write');
  });

  test('a list built again unchanged keeps the one already held, with its encoded bytes', async () => {
    const cache = new ProjectListCache(5);
    const first = await cache.get(async () => list('same'));
    const encoded = first.bytes('br');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await cache.get(async () => list('same'));
    expect(again).toBe(first);
    expect(again.bytes('br')).toBe(encoded);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await cache.get(async () => list('changed'))).body).toBe('changed');
  });
});
