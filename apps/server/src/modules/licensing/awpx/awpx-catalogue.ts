import type { Db } from '../../../db/kysely';

// The aggregated protocols AWPX packages (GET /awpx/aggregation_protocol): the product's own list, written
// at every start so a protocol added in a new version appears without a migration. Ids never change: user
// protocols point at them.
const CATALOGUE = [
  ['modbus-rtu', 'Modbus RTU', 'fieldbus', '1.1b3', 'Modbus over serial lines (RS-485/RS-232)'],
  ['modbus-tcp', 'Modbus TCP', 'industrial-ethernet', '1.0b', 'Modbus over TCP/IP'],
  ['canopen', 'CANopen', 'fieldbus', 'CiA 301 4.2', 'Object dictionary, PDO and SDO over CAN'],
  ['j1939', 'SAE J1939', 'vehicle', '2021', 'Parameter groups over CAN for vehicles'],
  ['mqtt', 'MQTT', 'iot', '5.0', 'Publish/subscribe telemetry'],
  ['opc-ua', 'OPC UA', 'industrial-ethernet', '1.05', 'Information model over binary TCP'],
  ['bacnet', 'BACnet/IP', 'building', '2020', 'Building automation objects over UDP'],
  ['dlt645', 'DL/T 645', 'metering', '2007', 'Electricity meter reading over RS-485'],
  ['iec104', 'IEC 60870-5-104', 'power', '2006', 'Telecontrol of power systems over TCP'],
] as const;

/** Makes sure every catalogue protocol is stored (existing ones keep their row). */
export async function seedAwpxCatalogue(db: Db): Promise<void> {
  await db
    .insertInto('awpxProtocols')
    .values(
      CATALOGUE.map(([id, name, category, version, description], sort) => ({
        id,
        name,
        category,
        version,
        description,
        sort,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
