export { provisionDevices, signIn, type SignIn, type SimDevice } from './provision';
export { startSimulation, type Simulation, type SimulationOptions, type SimulationStats } from './simulator';
export { createSimEcu, parseDtcOption, type SimDtc, type SimEcu } from './uds';
