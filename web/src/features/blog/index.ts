export { blogListLoader, blogPostLoader } from './blog-loaders';
export { BlogListPage } from './blog-list-page';
export { BlogPostPage } from './blog-post-page';
export { PostCard } from './post-card';
