export { AppLayout } from './app-layout';
export type { HeaderSlots } from './header-slots';
export { PageLoading } from './page-loading';
