/**
 * Programme folders: the one folders/details call (foldersApi.getFolderDetails, its hook and
 * schema) used by the folder page and by notification clicks.
 */
export {
  foldersApi,
  useGetFolderDetailsQuery,
  folderDetailsSchema,
  folderOwned,
  type FolderDetails,
} from './api';
