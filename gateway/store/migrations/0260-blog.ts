import { type Kysely, sql } from 'kysely';

/**
 * The blog: a category tree, posts and the posts' categories. Lists read posts newest first
 * (`blog_posts_latest`) and a category's posts through `blog_post_categories_category`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table blog_categories (
      id integer generated always as identity primary key,
      slug text not null unique,
      name text not null,
      parent_id integer references blog_categories (id),
      position smallint not null
    )`.execute(db);
  await sql`create index blog_categories_parent on blog_categories (parent_id, position)`.execute(db);
  await sql`
    create table blog_posts (
      id integer generated always as identity primary key,
      slug text not null unique,
      title text not null,
      image text not null,
      excerpt text not null,
      body_html text not null,
      author text not null,
      published_on date not null
    )`.execute(db);
  await sql`create index blog_posts_latest on blog_posts (published_on desc, id desc)`.execute(db);
  await sql`
    create table blog_post_categories (
      post_id integer not null references blog_posts (id) on delete cascade,
      category_id integer not null references blog_categories (id) on delete cascade,
      position smallint not null,
      primary key (post_id, category_id)
    )`.execute(db);
  await sql`create index blog_post_categories_category on blog_post_categories (category_id, post_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table blog_post_categories`.execute(db);
  await sql`drop table blog_posts`.execute(db);
  await sql`drop table blog_categories`.execute(db);
}
