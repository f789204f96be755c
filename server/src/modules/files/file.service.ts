import type { DataSource, EntityManager } from 'typeorm';
import { StoredFile } from './stored-file.entity';

export interface FileContent {
  contentType: string;
  data: Buffer;
}

export class FileService {
  constructor(private readonly dataSource: DataSource) {}

  async store(ownerUserId: number, content: FileContent, manager: EntityManager = this.dataSource.manager): Promise<StoredFile> {
    const file = manager.create(StoredFile, {
      ownerUserId,
      contentType: content.contentType,
      byteSize: content.data.length,
      data: content.data,
    });
    return manager.save(file);
  }

  async read(id: string): Promise<FileContent | undefined> {
    const file = await this.dataSource.getRepository(StoredFile).findOne({
      where: { id },
      select: { id: true, contentType: true, data: true },
    });
    return file ? { contentType: file.contentType, data: file.data } : undefined;
  }

  async remove(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(StoredFile, { id });
  }
}

export function fileUrl(id: string): string {
  return `/files/${id}`;
}
