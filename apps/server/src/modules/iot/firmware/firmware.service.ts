import {
  versionKey,
  type FirmwareDesc,
  type FirmwareNotify,
  type FirmwareView,
  type RolloutView,
} from '@fleetkey/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import { groupInScope } from '../../../db/device-scope';
import { isUniqueViolation } from '../../../db/engine';
import type { DeviceScope, IotActor } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import { blobStore } from '../../../platform/files/blob-store';
import { receiveStreamedFile } from '../../../platform/files/streamed-upload';
import { devtypesRepository } from '../devtypes/devtypes.repository';
import { firmwareRepository, type FirmwareListedRow } from './firmware.repository';
import type { OtaRunner } from './ota-runner';
import { FIRMWARE_BLOBS, FIRMWARE_UPLOAD } from './receive-firmware';
import { rolloutsRepository } from './rollouts.repository';
import { rolloutsService } from './rollouts.service';

function toView(row: FirmwareListedRow): FirmwareView {
  return {
    devtype: row.devtype,
    version: row.version,
    versionNum: row.versionNum,
    desc: row.description,
    ownerType: row.ownerType,
    firmwareType: row.firmwareType,
    fileName: row.fileName,
    size: Number(row.size),
    sha256: row.sha256,
    activeRollouts: Number(row.activeRollouts),
    createdAt: Number(row.createdAt),
  };
}

/** A user's firmware versions per device type, and the start of their rollouts. */
export function firmwareService(context: Pick<AppContext, 'db' | 'clock' | 'config'>, runner: OtaRunner) {
  const { db, clock, config } = context;
  const repo = firmwareRepository(db);
  const blobs = blobStore(config.dataDir);

  const requireType = async (ownerId: string, devtype: string) => {
    const [known] = await devtypesRepository(db).existing(ownerId, [devtype]);
    if (!known) throw AppError.of('NOT_FOUND');
  };
  const requireVersion = async (ownerId: string, devtype: string, version: string) => {
    const row = await repo.find(ownerId, devtype, version);
    if (!row) throw AppError.of('NOT_FOUND');
    return row;
  };

  return {
    async list(scope: DeviceScope, devtype: string): Promise<FirmwareView[]> {
      await requireType(scope.ownerId, devtype);
      return (await repo.list(scope.ownerId, devtype)).map(toView);
    },

    async get(scope: DeviceScope, devtype: string, version: string): Promise<FirmwareView> {
      const found = (await repo.list(scope.ownerId, devtype)).find((row) => row.version === version);
      if (!found) throw AppError.of('NOT_FOUND');
      return toView(found);
    },

    /** Where a version's image is stored (undefined: not on disk) and the name it was uploaded with. */
    async image(
      scope: DeviceScope,
      devtype: string,
      version: string,
    ): Promise<{ file: string | undefined; fileName: string }> {
      const row = await requireVersion(scope.ownerId, devtype, version);
      return { file: blobs.path(FIRMWARE_BLOBS, row.blobName), fileName: row.fileName };
    },

    async desc(scope: DeviceScope, devtype: string, version: string): Promise<FirmwareDesc> {
      const row = await requireVersion(scope.ownerId, devtype, version);
      return { version: row.version, desc: row.description };
    },

    /**
     * Stores a new version: the file streams to the blob store first, then the row lands with the devices'
     * "new firmware" flags in one transaction; a version that exists (checked first, and by the unique key
     * under a race) is 409 FIRMWARE_EXISTS and leaves nothing behind.
     */
    async upload(
      scope: DeviceScope,
      devtype: string,
      version: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<FirmwareView> {
      await requireType(scope.ownerId, devtype);
      if (await repo.find(scope.ownerId, devtype, version)) throw AppError.of('FIRMWARE_EXISTS');
      const received = await receiveStreamedFile(
        request,
        reply,
        blobs,
        config.uploads.timeoutSeconds * 1000,
        FIRMWARE_UPLOAD,
      );
      try {
        await db.transaction().execute(async (trx) => {
          await repo.insert(trx, {
            id: randomUUID(),
            userId: scope.ownerId,
            devtype,
            version,
            versionKey: versionKey(version),
            versionNum: received.fields.versionNum ?? null,
            description: received.fields.desc,
            ownerType: received.fields.ownerType,
            firmwareType: received.fields.firmwareType,
            fileName: received.fileName,
            blobName: received.blobName,
            size: received.size,
            sha256: received.sha256,
            createdAt: clock.now(),
          });
          await repo.refreshNewFlags(trx, scope.ownerId, devtype);
        });
      } catch (error) {
        await blobs.remove(FIRMWARE_BLOBS, received.blobName);
        throw isUniqueViolation(error) ? AppError.of('FIRMWARE_EXISTS') : error;
      }
      const [created] = (await repo.list(scope.ownerId, devtype)).filter((row) => row.version === version);
      if (!created) throw AppError.of('NOT_FOUND');
      return toView(created);
    },

    /** Deletes a version no live rollout uses (409 FIRMWARE_IN_USE); its file goes after the row. */
    async remove(scope: DeviceScope, devtype: string, version: string): Promise<void> {
      const row = await requireVersion(scope.ownerId, devtype, version);
      await db.transaction().execute(async (trx) => {
        if ((await repo.liveRollouts(trx, row.id)) > 0) throw AppError.of('FIRMWARE_IN_USE');
        await repo.delete(trx, row.id);
        await repo.refreshNewFlags(trx, scope.ownerId, devtype);
      });
      await blobs.remove(FIRMWARE_BLOBS, row.blobName);
    },

    /**
     * POST …/notify: a rollout of the version to the scope's devices of the type (all, the listed ones, or a
     * group's); devices already on the version are left out. Its first batch goes out at once. A scheduled
     * task passes the id it chose for the rollout: asked again after a restart, the rollout is made once.
     */
    async notify(
      actor: Pick<IotActor, 'scope' | 'username'>,
      devtype: string,
      version: string,
      body: FirmwareNotify,
      id: string = randomUUID(),
    ): Promise<RolloutView> {
      const { scope } = actor;
      const made = await db.selectFrom('otaRollouts').select('id').where('id', '=', id).executeTakeFirst();
      if (made) return rolloutsService(context, runner).get(scope, id);
      const row = await requireVersion(scope.ownerId, devtype, version);
      if (body.upgrade_type === 'group' && body.groupid) {
        const groupId = body.groupid;
        const group = await db
          .selectFrom('deviceGroups')
          .select('id')
          .where((eb) => groupInScope(eb, scope))
          .where('id', '=', groupId)
          .executeTakeFirst();
        if (!group) throw AppError.of('NOT_FOUND');
      }
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const queued = await rolloutsRepository(db).create(
          trx,
          scope,
          {
            id,
            userId: scope.ownerId,
            firmwareId: row.id,
            devtype,
            version,
            upgradeType: body.upgrade_type,
            state: 'running',
            stopReason: null,
            batchSize: body.batchSize,
            batchIntervalSeconds: body.batchIntervalSeconds,
            failureThresholdPercent: body.failureThresholdPercent,
            failureMinimum: body.failureMinimum,
            timeoutSeconds: body.timeoutSeconds,
            nextBatchAt: now,
            createdBy: actor.username,
            createdAt: now,
            updatedAt: now,
          },
          {
            devtype,
            versionKey: row.versionKey,
            devids: body.upgrade_type === 'ids' ? body.ids : undefined,
            groupId: body.upgrade_type === 'group' ? body.groupid : undefined,
          },
        );
        // Nothing to update: the rollout is not kept.
        if (queued.length === 0) throw AppError.of('OTA_NO_TARGETS');
      });
      runner.kick();
      return rolloutsService(context, runner).get(scope, id);
    },
  };
}

/** Firmware versions and the start of rollouts (scheduled tasks start them too). */
export type FirmwareService = ReturnType<typeof firmwareService>;
