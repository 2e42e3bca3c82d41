export {
  MultiFileInput,
  FILE_STATUSES,
  addFiles,
  describeFileChanges,
  createFileEntry,
  removeFile,
  setFileStatus,
  type FileEntry,
  type FileStatus,
  type MultiFileInputProps,
} from './multi-file-input';
