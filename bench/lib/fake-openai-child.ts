// The loopback OpenAI-format server of the tests, in a process of its own for the ai-stream benchmark.
import { startFakeOpenAi, validReply } from '../../apps/server/src/modules/ai';

const fake = await startFakeOpenAi(validReply);
process.send?.({ url: fake.url });
process.once('disconnect', () => void fake.close().finally(() => process.exit(0)));
