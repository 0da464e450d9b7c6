import { toSlug } from './slug';

export type ServiceIconName = 'truck' | 'bolt' | 'tire' | 'key' | 'fuel' | 'battery' | 'chain';

export type ServiceLink = { slug: string; title: string; description: string; icon: ServiceIconName };

export type Faq = { question: string; answer: string };

export type Service = ServiceLink & {
  /** What the provider does once on site. */
  providerDoes: readonly string[];
  /** What the customer should have ready when the provider arrives. */
  haveReady: readonly string[];
  faqs: readonly Faq[];
};

const DESCRIBE_THE_VEHICLE = 'The make, model, year and colour of the vehicle, so the provider recognises it';
const PHOTO_ID = 'A photo ID; the provider may ask to see it before working on the vehicle';

/** Every service with a page, in the home grid's order; commercial vehicle service is linked from the footer only. */
export const services: readonly Service[] = [
  {
    slug: 'emergency-towing',
    title: 'Emergency Towing',
    description: 'Local and long-distance towing to the shop or destination of your choice.',
    icon: 'truck',
    providerDoes: [
      'Arrives with a wrecker or flatbed suited to your vehicle',
      'Loads and secures the vehicle, on a flatbed when it should not roll on its own wheels',
      'Tows it to the destination you gave in your request: your home, a repair shop or a dealer',
    ],
    haveReady: [
      'The full destination address, and whether the shop is open to receive the vehicle',
      'Your keys, so the vehicle can be put in neutral and steered',
      'Anything you need from the vehicle, taken out before it is loaded',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'Can I ride in the tow truck?',
        answer: 'That is up to the provider and depends on the truck. Ask when the provider calls you, and plan another ride if they cannot take a passenger.',
      },
      {
        question: 'How is the price of a tow worked out?',
        answer:
          'The dispatcher sees your pickup and destination and the distance between them, the vehicle and the problem, and sets a price before anyone is sent. You accept it or make one counter-offer.',
      },
      {
        question: 'Can you tow an all-wheel-drive car or a low sports car?',
        answer: 'Yes. Say so in the description of your request so the dispatcher sends a provider with a flatbed.',
      },
    ],
  },
  {
    slug: 'jump-start-service',
    title: 'Jump Start',
    description: 'Dead battery? A provider gets your engine running again on the spot.',
    icon: 'bolt',
    providerDoes: [
      'Connects a jump pack or booster cables to your battery in the right order',
      'Starts the engine and checks that it keeps running',
      'Tells you if the battery or alternator looks like it needs replacing',
    ],
    haveReady: [
      'Your keys, and the hood release or battery location if it is unusual',
      'Space in front of the vehicle, or a note in your request if it is in a tight garage',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'What if the car will not start after a jump?',
        answer:
          'The battery may be beyond a jump, or the fault may be elsewhere. The provider can tell you what they see; you can then ask for a battery replacement or a tow as a new request.',
      },
      {
        question: 'How long should I drive after a jump start?',
        answer: 'Drive for at least 20 to 30 minutes without switching off, so the alternator can put some charge back in the battery.',
      },
      {
        question: 'Can you jump a motorcycle or a truck?',
        answer: 'Yes. Choose the right vehicle type in your request, including semi trucks, and the dispatcher sends a suitable provider.',
      },
    ],
  },
  {
    slug: 'flat-tire-change',
    title: 'Flat Tire Change',
    description: 'Your spare mounted safely so you can get back on the road.',
    icon: 'tire',
    providerDoes: [
      'Sets out warning lights or cones where the roadside allows',
      'Jacks up the vehicle, removes the flat and fits your spare',
      'Tightens the wheel nuts and checks the spare’s pressure',
    ],
    haveReady: [
      'Your spare tire, and the wheel-lock key if your wheels use locking nuts',
      'The location of the spare if it is under the vehicle or in a hidden compartment',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'What if I have no spare?',
        answer: 'Say so in your request. Without a spare the usual answer is a tow to a tire shop, and the dispatcher will price that instead.',
      },
      {
        question: 'How far can I drive on a compact spare?',
        answer: 'Most compact spares are rated for about 50 miles at up to 50 mph. Check the label on the spare and get the flat repaired or replaced soon.',
      },
    ],
  },
  {
    slug: 'lockout-assistance',
    title: 'Lockout Assistance',
    description: 'Locked out? Damage-free vehicle entry from a trained technician.',
    icon: 'key',
    providerDoes: [
      'Opens the vehicle with professional entry tools, without breaking a window',
      'Retrieves the keys left inside, or opens the trunk if that is where they are',
    ],
    haveReady: [
      PHOTO_ID,
      'Proof the vehicle is yours, such as the registration or insurance card once the door is open',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'Will opening the door damage my car?',
        answer:
          'Providers use entry tools designed for the job. The provider, not this platform, is responsible for the work and carries insurance for damage.',
      },
      {
        question: 'A child or a pet is locked inside. Who should I call?',
        answer: 'Call 911 straight away. A child or an animal in a hot car is an emergency, and this service is for non-emergency help.',
      },
      {
        question: 'Can you cut me a new key?',
        answer: 'No. The provider gets you into the vehicle. A lost or broken key needs a locksmith or a dealer.',
      },
    ],
  },
  {
    slug: 'fuel-delivery',
    title: 'Fuel Delivery',
    description: 'Ran out of gas? Enough fuel delivered to reach the next station.',
    icon: 'fuel',
    providerDoes: [
      'Brings a can of the fuel type you asked for',
      'Pours it into your tank and helps restart the engine',
    ],
    haveReady: [
      'The fuel type your vehicle takes: regular, premium or diesel',
      'Your keys, and the fuel door release if it is inside the car',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'How much fuel do I get?',
        answer: 'Enough to reach the nearest station and fill up there. The price you accept before dispatch is the price of the visit.',
      },
      {
        question: 'Can you bring diesel?',
        answer: 'Yes. Say diesel in the description of your request so the provider brings the right fuel.',
      },
    ],
  },
  {
    slug: 'battery-replacement',
    title: 'Battery Replacement',
    description: 'On-site battery testing and replacement when a jump will not do.',
    icon: 'battery',
    providerDoes: [
      'Tests your battery and charging system',
      'Fits a new battery of the right size if yours will no longer hold a charge',
      'Takes the old battery away for recycling where the provider offers it',
    ],
    haveReady: [
      'Your keys, and any radio or security code the car asks for after a battery change',
      'The battery size from your owner’s manual or the old battery’s label, if you know it',
      DESCRIBE_THE_VEHICLE,
    ],
    faqs: [
      {
        question: 'Is the battery included in the price?',
        answer: 'Battery prices vary by vehicle, so this service is quoted per job. The price you are offered covers the visit and the battery.',
      },
      {
        question: 'Should I try a jump start first?',
        answer: 'If the battery is only drained, a jump may be enough and costs less. If it has been dying for weeks or is several years old, replacement is usually the better choice.',
      },
    ],
  },
  {
    slug: 'heavy-duty-towing',
    title: 'Heavy Duty Towing',
    description: 'Semi trucks, buses, RVs and heavy equipment moved by rated wreckers.',
    icon: 'truck',
    providerDoes: [
      'Arrives with a heavy-duty wrecker or rotator rated for your vehicle’s weight',
      'Secures the vehicle, with or without its trailer, and tows it to your yard or a truck shop',
      'Handles underlifts, air-line hook-ups and driveshaft removal as the vehicle needs',
    ],
    haveReady: [
      'The vehicle type, axle count and whether a trailer is attached and loaded',
      'Your company or fleet contact and any purchase-order number',
      'The destination yard or shop and its opening hours',
    ],
    faqs: [
      {
        question: 'How is heavy-duty towing priced?',
        answer: 'Every heavy-duty job is quoted on its own: weight, load, distance and recovery work all change the price. You agree the price before the wrecker is sent.',
      },
      {
        question: 'Do you tow RVs and buses?',
        answer: 'Yes. Choose RV or bus as the vehicle type in your request and add the length in the description.',
      },
      {
        question: 'What if my load has spilled or the vehicle is on its side?',
        answer: 'If anyone is hurt or the road is blocked, call 911 first. Recovery work is quoted separately once the provider knows the scene.',
      },
    ],
  },
  {
    slug: 'winch-out-service',
    title: 'Winch Out Service',
    description: 'Stuck in a ditch, mud or snow? We pull you back onto solid ground.',
    icon: 'chain',
    providerDoes: [
      'Checks how the vehicle is stuck and where it can safely be anchored',
      'Winches it back onto firm ground with straps rated for the load',
      'Checks that it can be driven away, or offers a tow if it cannot',
    ],
    haveReady: [
      'A description of how the vehicle is stuck: mud, ditch, sand or off the pavement',
      'Your keys, and your recovery points if you know where they are',
      'A photo of the scene in your request, if you can take one safely',
    ],
    faqs: [
      {
        question: 'Is a winch out the same as a tow?',
        answer: 'No. A winch out pulls the vehicle back onto the road so you can drive it. If it is damaged and cannot be driven, a tow is needed as well.',
      },
      {
        question: 'How much does a winch out cost?',
        answer: 'It depends on how far the vehicle is from solid ground and how deeply it is stuck, so each job is quoted on its own before dispatch.',
      },
    ],
  },
  {
    slug: 'commercial-vehicle-service',
    title: 'Commercial Vehicle Service',
    description: 'Roadside repair, towing and fleet help for semis, trailers, buses and work trucks.',
    icon: 'truck',
    providerDoes: [
      'Roadside repairs such as tire changes, air-line and light faults on trucks and trailers',
      'Jump starts and fuel delivery for commercial vehicles, diesel included',
      'Heavy-duty towing when the vehicle cannot be repaired where it stands',
    ],
    haveReady: [
      'Unit number, vehicle type and whether a trailer is attached',
      'Your dispatcher’s or fleet manager’s phone number',
      'The exact location: highway, direction and mile marker if you are on an interstate',
    ],
    faqs: [
      {
        question: 'Can a fleet manager request help for a driver?',
        answer: 'Yes. Request online or call us, and give the driver’s phone number so the provider and the tracking texts reach the person at the vehicle.',
      },
      {
        question: 'How is commercial service priced?',
        answer: 'Commercial jobs are quoted per job from the vehicle, the problem and the location. You agree the price before anyone is sent.',
      },
    ],
  },
];

/** The services grid on the home page, in display order. */
export const homeServices: readonly Service[] = services.filter((service) => service.slug !== 'commercial-vehicle-service');

/** The footer's "Our Services" column also links commercial vehicle service. */
export const footerServices: readonly Pick<ServiceLink, 'slug' | 'title'>[] = services;

/** Spec §2: an unknown service name falls back to the first service. Accepts a slug or a name as typed. */
export function serviceOrFirst(param: string | undefined): Service {
  const slug = param ? toSlug(param) : '';
  return services.find((service) => service.slug === slug) ?? services[0];
}
