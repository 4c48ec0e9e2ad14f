export { StorageScreen, StorageWarehouseScreen, STORAGE_VIEW } from './storage-screen';
