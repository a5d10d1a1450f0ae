import { eventSource } from './delivered-event';

describe('eventSource', () => {
  it('names the emitting product from the source channel', () => {
    expect(eventSource({ event_type: 'message.new', source: { id: 'a', type: 'WEBCHAT', identifier: 'Bot' } })).toBe('agents');
    expect(eventSource({ event_type: 'message.new', source: { id: 'a', type: 'sms', identifier: 'x' } })).toBe('messaging');
    expect(eventSource({ event_type: 'meeting.ended', source: { id: 'a', type: 'MEETING', identifier: 'x' } })).toBe('meetings');
  });

  it('falls back to the event family for an unknown channel', () => {
    const src = { id: 'a', type: 'CARRIER_PIGEON', identifier: 'x' };
    expect(eventSource({ event_type: 'conversation.new', source: src })).toBe('agents');
    expect(eventSource({ event_type: 'call.ended', source: src })).toBe('messaging');
    expect(eventSource({ event_type: 'contact.label.added', source: src })).toBe('messaging');
    expect(eventSource({ event_type: 'meeting.ended', source: src })).toBe('meetings');
  });
});
