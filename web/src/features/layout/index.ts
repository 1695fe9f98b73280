export { AppLayout } from './app-layout';
export { PageLoading } from './page-loading';
