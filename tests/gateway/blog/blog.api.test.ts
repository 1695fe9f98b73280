import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, POSTS } from '../../../gateway/catalogue/seed/blog';
import { createTestGateway, type TestGateway } from '../../support/test-gateway';
import { graphql } from '../../support/graphql';

const NEWEST_FIRST = [...POSTS].sort((a, b) => b.date.localeCompare(a.date));

describe('blog API', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await createTestGateway();
  });
  afterAll(() => gateway.close());

  it('lists the top-level categories with their post counts', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query BlogCategories {
          blogCategories {
            id
            name
            slug
            items
            parent {
              slug
            }
            children {
              slug
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    const roots = BLOG_CATEGORIES.filter((c) => c.parentSlug === null);
    expect(data!.blogCategories.map((c: { slug: string }) => c.slug)).toEqual(roots.map((c) => c.slug));
    for (const category of data!.blogCategories) {
      expect(category.items).toBe(POSTS.filter((p) => p.categorySlugs.includes(category.slug)).length);
      expect(category).toMatchObject({ parent: null, children: [] });
    }
  });

  it('gives the latest posts newest first with every field', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query LatestPosts {
          latestPosts(limit: 3) {
            id
            slug
            title
            image
            excerpt
            date
            author
            categories {
              slug
              name
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    expect(data!.latestPosts.map((p: { slug: string }) => p.slug)).toEqual(NEWEST_FIRST.slice(0, 3).map((p) => p.slug));
    const [first] = data!.latestPosts;
    const seed = NEWEST_FIRST[0]!;
    expect(first).toMatchObject({
      title: seed.title,
      image: seed.image,
      excerpt: seed.excerpt,
      date: seed.date,
      author: seed.author,
    });
    expect(first!.categories.map((c: { slug: string }) => c.slug)).toEqual(seed.categorySlugs);
  });

  it('defaults latestPosts to 8', async () => {
    const { data } = await gateway.execute(
      graphql(`
        query BlogLatestPosts {
          latestPosts {
            slug
          }
        }
      `),
    );
    expect(data!.latestPosts).toHaveLength(Math.min(8, POSTS.length));
  });

  it('pages through every post without gaps or repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const { data, errors } = await gateway.execute(
        graphql(`
          query Posts($page: Int!) {
            posts(page: $page, limit: 3) {
              items {
                slug
              }
              pageInfo {
                page
                limit
                total
                pages
                from
                to
              }
              category {
                slug
              }
            }
          }
        `),
        { page },
      );
      expect(errors).toBeUndefined();
      const { items, pageInfo, category } = data!.posts;
      expect(category).toBeNull();
      const from = (page - 1) * 3 + 1;
      const to = Math.min(POSTS.length, page * 3);
      expect(pageInfo).toEqual({
        page,
        limit: 3,
        total: POSTS.length,
        pages: Math.ceil(POSTS.length / 3),
        from: from > POSTS.length ? 0 : from,
        to: from > POSTS.length ? 0 : to,
      });
      seen.push(...items.map((p: { slug: string }) => p.slug));
    }
    expect(seen).toEqual(NEWEST_FIRST.map((p) => p.slug));
  });

  it('answers an empty page past the end', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query BlogPosts {
          posts(page: 99) {
            items {
              slug
            }
            pageInfo {
              page
              total
              pages
              from
              to
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    expect(data!.posts).toEqual({
      items: [],
      pageInfo: { page: 99, total: POSTS.length, pages: Math.ceil(POSTS.length / 8), from: 0, to: 0 },
    });
  });

  it('limits posts to a category, matching its slug case-insensitively', async () => {
    const expected = NEWEST_FIRST.filter((p) => p.categorySlugs.includes('road-safety')).map((p) => p.slug);
    const { data, errors } = await gateway.execute(
      graphql(`
        query BlogPosts2 {
          posts(category: " Road-Safety ", limit: 50) {
            items {
              slug
            }
            pageInfo {
              total
            }
            category {
              slug
              name
              items
            }
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    expect(data!.posts.items.map((p: { slug: string }) => p.slug)).toEqual(expected);
    expect(data!.posts.pageInfo.total).toBe(expected.length);
    expect(data!.posts.category).toEqual({ slug: 'road-safety', name: 'Road Safety', items: expected.length });
  });

  it('answers null for an unknown category and an unknown post', async () => {
    const { data, errors } = await gateway.execute(
      graphql(`
        query PostsPostPost {
          posts(category: "no-such-thing") {
            items {
              slug
            }
          }
          post(slug: "no-such-post") {
            slug
          }
          empty: post(slug: "") {
            slug
          }
        }
      `),
    );
    expect(errors).toBeUndefined();
    expect(data).toEqual({ posts: null, post: null, empty: null });
  });

  it('reads a post by slug with its sanitised HTML body', async () => {
    const seed = POSTS[0]!;
    const { data, errors } = await gateway.execute(
      graphql(`
        query Post($slug: String!) {
          post(slug: $slug) {
            slug
            title
            body
            date
            categories {
              slug
              parent {
                slug
              }
            }
          }
        }
      `),
      { slug: seed.slug },
    );
    expect(errors).toBeUndefined();
    expect(data!.post).toMatchObject({ slug: seed.slug, title: seed.title, date: seed.date });
    expect(data!.post.body).toBe(seed.bodyHtml);
  });

  it('strips scripts, event handlers and unsafe links from a stored body', async () => {
    const { db } = gateway.database;
    await db
      .updateTable('blog_posts')
      .set({
        body_html:
          '<p onclick="steal()">Hi <a href="javascript:alert(1)">x</a><a href="https://example.com" target="_blank">y</a></p><script>alert(1)</script><iframe src="https://evil"></iframe><img src="x" onerror="alert(1)">',
      })
      .where('slug', '=', POSTS[1]!.slug)
      .execute();
    const { data } = await gateway.execute(
      graphql(`
        query BlogPost($slug: String!) {
          post(slug: $slug) {
            body
          }
        }
      `),
      {
        slug: POSTS[1]!.slug,
      },
    );
    const body: string = data!.post.body;
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(body).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">y</a>');
  });

  it('shows the category tree down to the depth asked for', async () => {
    const { db } = gateway.database;
    const parent = await db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', 'electric-vehicles')
      .executeTakeFirstOrThrow();
    const child = await db
      .insertInto('blog_categories')
      .values({ slug: 'ev-charging', name: 'EV Charging', parent_id: parent.id, position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('blog_categories')
      .values({ slug: 'home-chargers', name: 'Home Chargers', parent_id: child.id, position: 1 })
      .execute();
    const query = graphql(`
      query Query($depth: Int!) {
        blogCategories(depth: $depth) {
          slug
          children {
            slug
            parent {
              slug
            }
            children {
              slug
            }
          }
        }
      }
    `);
    const shallow = await gateway.execute(query, { depth: 0 });
    expect(
      shallow.data!.blogCategories.find((c: { slug: string }) => c.slug === 'electric-vehicles')!.children,
    ).toEqual([]);
    const one = await gateway.execute(query, { depth: 1 });
    expect(one.data!.blogCategories.find((c: { slug: string }) => c.slug === 'electric-vehicles')!.children).toEqual([
      { slug: 'ev-charging', parent: { slug: 'electric-vehicles' }, children: [] },
    ]);
    const two = await gateway.execute(query, { depth: 2 });
    expect(
      two.data!.blogCategories.find((c: { slug: string }) => c.slug === 'electric-vehicles')!.children[0]!.children,
    ).toEqual([{ slug: 'home-chargers' }]);
  });

  it('counts and lists posts of subcategories under their parent, each once', async () => {
    const { db } = gateway.database;
    const sub = await db
      .selectFrom('blog_categories')
      .select('id')
      .where('slug', '=', 'ev-charging')
      .executeTakeFirstOrThrow();
    const evPosts = await db
      .selectFrom('blog_post_categories as pc')
      .innerJoin('blog_categories as c', 'c.id', 'pc.category_id')
      .select('pc.post_id')
      .where('c.slug', '=', 'electric-vehicles')
      .execute();
    // One post already in the parent, one only in the child.
    const other = POSTS.find((p) => !p.categorySlugs.includes('electric-vehicles'))!;
    const otherId = (
      await db.selectFrom('blog_posts').select('id').where('slug', '=', other.slug).executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('blog_post_categories')
      .values([
        { post_id: evPosts[0]!.post_id, category_id: sub.id, position: 9 },
        { post_id: otherId, category_id: sub.id, position: 9 },
      ])
      .execute();
    const { data } = await gateway.execute(
      graphql(`
        query BlogCategoriesPosts {
          blogCategories {
            slug
            items
          }
          posts(category: "electric-vehicles", limit: 50) {
            pageInfo {
              total
            }
            items {
              slug
            }
          }
        }
      `),
    );
    const ev = data!.blogCategories.find((c: { slug: string }) => c.slug === 'electric-vehicles');
    expect(ev!.items).toBe(evPosts.length + 1);
    expect(data!.posts.pageInfo.total).toBe(evPosts.length + 1);
    expect(data!.posts.items.map((p: { slug: string }) => p.slug)).toContain(other.slug);
  });

  it.each([
    ['{ posts(page: 0) { items { slug } } }', 'page'],
    ['{ posts(page: -3) { items { slug } } }', 'page'],
    ['{ posts(limit: 0) { items { slug } } }', 'limit'],
    ['{ posts(limit: 51) { items { slug } } }', 'limit'],
    ['{ latestPosts(limit: 0) { slug } }', 'limit'],
    ['{ latestPosts(limit: 1000) { slug } }', 'limit'],
    ['{ blogCategories(depth: -1) { slug } }', 'depth'],
    ['{ blogCategories(depth: 6) { slug } }', 'depth'],
  ])('rejects %s with a typed error', async (query, field) => {
    const { data, errors } = await gateway.executeRaw(query);
    // Nullable root fields answer null beside the error; non-null ones null the whole data.
    expect(Object.values(data ?? {}).filter((value) => value !== null)).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors![0]!.extensions).toEqual({
      code: 'BAD_USER_INPUT',
      errorCode: 'ERROR_FORM_OUT_OF_RANGE',
      field: [field],
    });
  });

  it('rejects an explicit null page as a GraphQL validation error', async () => {
    const { errors } = await gateway.executeRaw('{ posts(page: null) { items { slug } } }');
    expect(errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });
});
